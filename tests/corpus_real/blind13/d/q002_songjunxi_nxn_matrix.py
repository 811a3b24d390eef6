# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "How big is the thing we avoid? N = 4096, 32 heads, fp16, batch 1: "
            "32 x 4096 x 4096 x 2 bytes, about 1 GB of scores per layer, against roughly 20 MB of "
            "on-chip SRAM on an A100. So the fused kernel keeps each score tile on chip and never "
            "writes the [batch, heads, N, N] tensor to HBM; only Q, K, V come in and O goes out."
        ),
        "tiling": (
            "Tile the computation so that it makes the best use of the fast on-chip memory. "
            "The block shapes are tuned for the GPU so that everything stays efficient."
        ),
        "numericalStability": (
            "Softmax over a row I only see in pieces: keep the row max m and the sum l as running "
            "values in fp32; when a new block raises the max, multiply the old partial output and "
            "l by exp(m_old - m_new) before adding the new block."
        ),
        "tradeOff": (
            "The flip side of the same arithmetic: for short N it buys almost nothing. At N = 256, "
            "fp16, one head's S is 256 x 256 x 2 B = 128 KB and all 32 heads together are 4 MB, "
            "which sits in the A100's 40 MB L2, so the unfused round trip barely reaches HBM and "
            "the fused kernel gains little."
        ),
    }
