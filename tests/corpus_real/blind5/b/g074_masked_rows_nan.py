# Sources: S27, S28 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'Fused kernel; score tiles stay in SRAM/registers and never go to HBM; HBM gets Q, K, '
            'V in and O, lse out.'
        ),
        'tiling': (
            'Query tiles of 64 rows per CTA, key tiles of 64 rows looped, d = 128, 4 warps; '
            'varlen batches handled by per-sequence offsets.'
        ),
        'numericalStability': (
            'Running max m (init -inf) and sum l in fp32; rescale by exp(m_old − m_new). Rows '
            'whose keys are all masked keep m = -inf, so we use 0 as the max in the exp and write '
            '0 instead of dividing by l = 0.'
        ),
        'failureMode': (
            'Fails when a row is fully masked (padding or a sliding window that excludes every '
            'key): without the guard exp(-inf − (-inf)) = NaN and the NaN spreads into the '
            'gradients.'
        ),
    }
