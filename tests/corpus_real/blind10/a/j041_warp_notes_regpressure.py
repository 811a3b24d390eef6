# Sources: S11 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV in one kernel; the S/P fragments stay in registers, never stored to global memory; only O and lse are written.",
        "tiling": "Br = 64 (4 warps x 16 rows, split Q), Bc = 64, head dim 64; Q, K, V tiles 8 KB each in smem, K/V tile shared by all warps; grid (N/64, B*H)",
        "numericalStability": "per row m, l in fp32 registers; rescale O and l by exp(m_old - m_new) each K/V tile, O / l at the end",
        "tradeOff": "Register pressure.",
    }
