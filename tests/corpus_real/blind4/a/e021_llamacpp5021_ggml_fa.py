# Sources: I13 (paraphrase / learner rewrite of the PR thread)
def designOutline():
    return {
        "memoryTraffic": "The KQ matrix is no longer a ggml tensor in VRAM (no n_kv x n_batch buffer): each block "
                         "computes its KQ chunk in shared memory, applies softmax and multiplies by V right there, "
                         "so VRAM only sees Q, the K/V cache and the output.",
        "tiling": "one CUDA block per head and per tile of 16 queries, nwarps = 4; K and V streamed through shared "
                  "memory 32 positions at a time; head sizes 64, 80, 128 compiled separately.",
        "numericalStability": "per query row keep the KQ max M and the running sum S; when a new chunk has a bigger "
                              "max, scale the old VKQ accumulator and S by expf(M_old - M_new) before adding. "
                              "accumulators are half2 for speed.",
        "tradeOff": "for batch size 1 (token generation) the kernel is slower than the old path: a block gets only "
                    "one query row, so the 16-row tensor-core tile is mostly empty and the GPU is underused.",
    }
