# Sources: S01 (paraphrase), S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Prefill: S/P never leave the chip; K/V streamed from HBM once per query block, O and the "
                         "logsumexp written. Decode: the KV cache is read once per step, nothing N x N is written.",
        "tiling": "Prefill: Br = 128 query rows per CTA, Bc = 64 keys per step. Decode: q_len = 1, so split the KV "
                  "sequence into chunks of 256 keys, one CTA per (chunk, head), each producing a partial O and lse.",
        "numericalStability": "Each chunk keeps its own running max/sum in fp32; the chunks are merged with their "
                              "logsumexps: O = sum_i exp(lse_i - lse) O_i, lse = log sum_i exp(lse_i).",
        "tradeOff": "Splitting KV for decode adds a second reduction kernel that reads all partial outputs back from "
                    "HBM; for short caches that extra pass costs more than the parallelism gains.",
    }
