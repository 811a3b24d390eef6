# Sources: S12 (learner notes, terse)


def designOutline():
    return {
        'memoryTraffic': 'fused QK^T/softmax/PV; S never written to HBM; HBM = Q,K,V + O + lse.',
        'tiling': 'Q tile 128 rows resident / CTA, K,V tiles 64 rows streamed, d 64, 8 warps.',
        'numericalStability': 'online softmax: m, l fp32 per row, rescale acc by exp(m_old - m_new).',
        'tradeOffs': 'Occupancy. Load imbalance. Recomputation.',
    }
