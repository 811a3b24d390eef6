# Sources: S08 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ct.load brings one (TILE_M, TILE_D) Q tile and, per iteration, one (TILE_N, TILE_D) "
            "K and V tile; qk and p only exist as tiles inside the kernel. ct.store writes acc "
            "(TILE_M, TILE_D) once - nothing of size M x N ever goes to global memory."
        ),
        "tiling": (
            "TILE_M = 64, TILE_N = 64, TILE_D = D = 64; grid = (ceil(M / 64), 1, 1); each block "
            "loops j over ceil(N / 64) K/V tiles with padding_mode ZERO on the ragged end."
        ),
        "numericalStability": (
            "m_i, l_i, acc in float32. m_new = max(m_i, rowmax(qk) * qk_scale_log2); "
            "alpha = exp2(m_i - m_new); l_i = l_i * alpha + sum(p); acc = acc * alpha before "
            "mma(p, v); acc / l_i after the loop."
        ),
        "failureMode": (
            "p is cast to fp16 (p_cast) before the second ct.mma, so P loses mantissa bits: max "
            "abs error against torch sdpa is around 1e-3 for fp16 inputs."
        ),
    }
