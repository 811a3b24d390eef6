# Sources: D01 (paraphrase of the cuDNN frontend attention docs)
def designOutline():
    return {
        "memoryTraffic": "With generate_stats = True the forward writes the Stats tensor (b, h, s_q, 1) in fp32 next "
                         "to O; the s_q x s_kv score matrix is never materialised in global memory, the backward "
                         "rebuilds it from Q, K and Stats.",
        "tiling": "cuDNN picks the tiling internally (FlashAttention-2 algorithm), we do not need to choose it.",
        "numericalStability": "Stats = row max + log(row sum of exp) in fp32, so bprop recomputes "
                              "softmax = exp(S - Stats) exactly without another max pass.",
        "tradeOff": "bprop on Ampere/Ada only supports d <= 128: at larger head dims the Q, K, V, dO tiles plus the "
                    "dK/dV accumulators no longer fit in the shared memory and registers of those GPUs.",
    }
