# Sources: S09 (paraphrase / learner rewrite, interview whiteboard notes)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster mainly because it cuts the attention FLOPs from quadratic to roughly linear "
                         "by working on small tiles, and it keeps the tiles in SRAM so the N x N matrix is never stored in HBM.",
        "tiling": "Q tiles of 128 rows per CTA, K/V tiles of 64 rows streamed in the inner loop, 4 warps per CTA, "
                  "grid = (N/128, batch*heads).",
        "numericalStability": "running max + running sum per query row (fp32); before adding a new K/V tile, "
                              "scale the old partial output by exp(old_max - new_max).",
        "tradeOff": "head_dim 256 -> Q/K/V tiles get too big for shared memory, so the tile has to shrink to 64 rows "
                    "and throughput drops.",
    }
