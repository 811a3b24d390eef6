# Sources: S21, S15 (learner rewrite, negations)


def designOutline():
    return {
        'memoryTraffic': (
            'Unlike naive attention, which writes S and P to HBM and reads them back, my kernel '
            'never writes S or P anywhere off-chip; the speed-up does not come from fewer FLOPs '
            'but from moving far fewer bytes: Q, K, V in, O and logsumexp out.'
        ),
        'tiling': (
            'Not the whole K/V: only a 64-row K tile and a 64-row V tile are in shared memory at '
            'a time, next to a resident 128-row Q tile (d = 64, 32 KB total); grid = (N/128, '
            'B·H).'
        ),
        'numericalStability': (
            'No block is normalised on its own: the running max m and sum l are carried across '
            'blocks and the accumulator is rescaled by exp(m_old − m_new); the max subtraction is '
            'never skipped. It is exact, not an approximation.'
        ),
        'tradeOff': (
            'Because P is not kept, the backward recomputes it tile by tile: one extra QK^T GEMM '
            'per tile, roughly 30% more backward FLOPs.'
        ),
    }
