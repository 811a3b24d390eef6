# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Our Triton forward fuses QK^T, softmax and PV: the attention matrix is not written to "
                         "HBM, each program reads its Q block and streams K,V, and writes O and the logsumexp.",
        "tiling": "Each program handles BLOCK_M = 64 query rows kept in SRAM; it loops over K/V in BLOCK_N = 32 "
                  "chunks via block pointers; grid = (N/64, batch*heads).",
        "numericalStability": "For every K/V chunk we compute the softmax of that chunk with its own max "
                              "subtracted (so exp never overflows), multiply by V and add into the output; at "
                              "the end we divide by the total of the chunk sums.",
        "tradeOff": "Our backward is slower than the CUDA version because dQ is accumulated with atomic adds from "
                    "several programs, which also makes gradients differ slightly from run to run.",
    }
