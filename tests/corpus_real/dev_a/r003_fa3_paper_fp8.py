# sources: S3, S27 (FlashAttention-3 paper and a summary of it; excerpts trimmed and lightly reworded)
def designOutline():
    return {
        "memoryTraffic": "Tiles of Q, K and V are moved from HBM into shared memory with TMA; S and P never leave the chip: register-level layout shuffles so the FP32 accumulator of QK^T can be down-cast and fed directly as FP8 input to PV without extra memory traffic. Only O and the row logsumexp are written back to HBM.",
        "tiling": "Warp specialization: a producer warpgroup issues TMA loads of K_j and V_j into a circular shared-memory buffer with s stages, while consumer warpgroups run the WGMMAs. Block size 128 x 128 for head dimension 128; each CTA owns one 128-row Q tile, and the grid covers (query blocks, heads, batch).",
        "numericalStability": [
            "Online softmax as in FlashAttention-2: running row max m and row sum l kept in fp32, accumulator rescaled by exp(m_old - m_new).",
            "For FP8 we use block quantization, one scale per block of Q, K, V instead of one per tensor, and incoherent processing: Q and K are multiplied by a random orthogonal (Hadamard with random signs) matrix before quantization to spread out outliers.",
        ],
        "tradeOff": "FP8 e4m3 has only 3 mantissa bits, so LLM activations with outlier features give large quantization error; plain per-tensor FP8 attention has an RMSE of 2.4e-2 on outlier inputs versus 9.1e-3 with block quantization plus incoherent processing.",
    }
