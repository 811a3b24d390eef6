# Sources: S19 (paraphrase), S18 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "On an M2 Max the GPU shares ~400 GB/s of unified memory with the CPU, so the design "
            "goal is the same as on NVIDIA: one fused Metal kernel that reads Q, K, V from device "
            "memory and writes only O (and the row LSE when training); the BQ x BK score block is "
            "kept in simdgroup registers and never stored to device memory."
        ),
        "tiling": (
            "Apple GPUs give a threadgroup 32 KB of threadgroup memory. With BQ = 32 query rows, "
            "BK = 32 key rows, head dim BD = 64, fp16: Q_smem = 32 x (64 + 8 pad) x 2 B = 4.5 KB, "
            "and one shared K/V buffer reused for K then V of about 4.5 KB, under 10 KB total. "
            "One threadgroup per (32 queries, head), 4 simdgroups (WM x WN = 4 x 1) of 32 threads, "
            "each owning 8 query rows in 8x8 simdgroup_matrix fragments."
        ),
        "numericalStability": (
            "Scores are scaled by scale * log2(e) once, so the softmax uses fast exp2; each row "
            "keeps max_score and sum_score in float; when the max rises the output fragments are "
            "multiplied by exp2(old_max - new_max) before the new P·V is added; final divide by "
            "sum_score."
        ),
        "tradeOff": (
            "Apple GPUs have no fast fp32 atomics, so a FlashAttention-2-style backward that "
            "accumulates dQ with atomic adds would be emulated and slow; the Metal port instead "
            "recomputes more (separate passes for dQ and dK/dV), paying extra FLOPs to stay "
            "atomic-free."
        ),
    }
