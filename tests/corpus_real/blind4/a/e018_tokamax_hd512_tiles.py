# Sources: I09 (learner rewrite; the chosen config is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Fused VJP: Q, K, V, O, dO and the residual logsumexp are read; dQ, dK, dV written; the "
                         "probability tile is rebuilt on chip and never stored.",
        "tiling": "block_q = 128, block_k = 128 for head dim 512 in bf16, one program per (query block, head), "
                  "Q and K/V blocks in shared memory.",
        "numericalStability": "P recomputed as exp(S - lse) with the stored fp32 logsumexp; dS = P * (dP - delta), "
                              "delta = rowsum(dO * O) in fp32.",
        "tradeOff": "num_stages = 2 because every extra stage keeps another K/V block in shared memory; with 3 "
                    "stages the kernel runs out of shared memory and fails to compile.",
    }
