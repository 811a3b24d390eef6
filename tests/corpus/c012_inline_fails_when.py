def designOutline():
    return {
        "memoryTraffic": "Q, K and V are read from HBM, O and the per-row LSE are written; S and P exist only per tile in SRAM and are never written out.",
        "tiling": "64x64 tiles: a 64-row Q block per program stays in smem, 64-row K/V blocks are streamed in the inner loop. Grid = (N/64, B*H).",
        "numericalStability": "Track the running max m and denominator l per query row in fp32; rescale the accumulator by exp(m_old - m_new) every time m grows. This fails when a causal/padded row is fully masked: m stays -inf and exp(-inf - (-inf)) gives NaN, so we set the shift to 0 for such rows.",
    }
