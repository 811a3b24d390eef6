# Sources: S13 (paraphrase of PR technical details)
def designOutline():
    return {
        "memoryTraffic": "Q tile, then K/V tiles are read from HBM into LDS with async copies; the logits tile is consumed on chip by the softmax and the second MFMA, and only the output block is written back.",
        "tiling": "K/V staging buffers in LDS; with num_stages = 1 only one copy of each tile lives in LDS at a time, which halves the staging footprint compared with double buffering. Tile geometry (BLOCK_M/BLOCK_N) stays as tuned.",
        "numericalStability": "online softmax with per-row max and sum in fp32; correction factor exp(m_old - m_new) applied to the accumulator before adding the new tile",
        "tradeOff": "With TRITON_HIP_USE_ASYNC_COPY on, two stages for certain shapes need more LDS than the 160 KB on gfx950, so the kernel fails with OutOfResources; going to one stage fits but gives up the prefetch of the next tile.",
    }
