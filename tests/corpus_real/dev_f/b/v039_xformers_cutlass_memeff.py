# Sources: S39 (paraphrase of PR/kernel)
def designOutline():
    return {
        "memoryTraffic": "Keys and values are streamed from global memory in kKeysPerBlock chunks against a resident query block; the output accumulator stays in registers and the attention matrix is never written; logsumexp is written only if grad is needed.",
        "tiling": "kQueriesPerBlock = 64 and kKeysPerBlock = 64 on Sm80 for head dim <= 128 (128 x 128 when head dim <= 64); one CTA per (query block, head, batch).",
        "numericalStability": "mi holds the running max and s_prime the running sum; when mi grows the accumulator and s_prime are multiplied by exp(mi_old - mi_new); fp32 accumulators.",
        "tradeOff": "For head dim > 128 the output no longer fits in registers (kKeepOutputInRF = false), so it is kept in shared memory and round-tripped each key block, which is slower.",
    }
