# Sources: S03, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One CUDA block per group of Q columns and one head. K and V are read from VRAM once per Q tile, "
                         "the KQ scores live only in registers/shared memory and are never written back to VRAM. "
                         "Only dst (and, in the split-K case, a float2 max/sum pair per row in dst_meta) goes out.",
        "tiling": "KV rows per iteration (kq_stride) depend on the head size: 128 for D=64 and D=128 on cards with fast fp16, "
                  "for D=256 it drops to 64 when there are more than 16 query columns. 256 threads per block.",
        "numericalStability": "KQ max is initialised to -HALF_MAX_HALF (not -inf) so max_old - max_new can never be inf-inf=NaN; "
                              "after subtracting the running max, exponents below -20 (SOFTMAX_FTZ_THRESHOLD) are flushed to zero; "
                              "the row sums and VKQ accumulators are rescaled by exp(max_old - max_new) when the max grows.",
        "tradeOff": "Tile configs are a switch over D: a head size that is not 64/128/256 hits GGML_ABORT, so every new head dim "
                    "has to get its own retuned config per GPU family (AMD vs NVIDIA vs no-fast-fp16).",
    }
