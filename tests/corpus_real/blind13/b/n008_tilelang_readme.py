# Sources: S07 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Q_shared / K_shared / V_shared in smem, acc_s and acc_o in registers "
            "(alloc_fragment); acc_s is never copied to global memory, only Output is written."
        ),
        "tiling": (
            "T.Kernel(ceildiv(seq_len, block_M), heads, batch, threads=256); block_M = 128, "
            "block_N = 128, dim = 128, num_stages = 2 in T.Pipelined: Q 32 KB + 2 x (32 + 32) KB "
            "= 160 KB smem on H100. Causal: loop_range = ceildiv((bx + 1) * block_M, block_N), so "
            "blocks above the diagonal are never loaded. Trade-off: at dim = 256 the same config "
            "needs 320 KB and does not launch, so we drop to block_N = 64 and 1 stage, which "
            "exposes the K/V load latency again."
        ),
        "numericalStability": (
            "scores_max_prev saved each step; scores_scale = exp2(prev - max); acc_o *= "
            "scores_scale; logsum = logsum * scores_scale + scores_sum; accum_dtype float32; "
            "acc_o /= logsum after the loop."
        ),
    }
