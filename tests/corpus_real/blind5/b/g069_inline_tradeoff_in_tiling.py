# Sources: S07, S17 (learner rewrite, inline trade-off)


def designOutline():
    return {
        'memoryTraffic': (
            'S and P live only in registers for one 128×64 tile; HBM is touched for Q, K, V reads '
            'and O plus logsumexp writes.'
        ),
        'tiling': (
            'BLOCK_M = 128, BLOCK_N = 64, d = 128, 8 warps, grid = (N/128, B·H); Q resident, K/V '
            'double-buffered. Trade-off: BLOCK_N = 128 would halve the loop count but the 128×128 '
            'fp32 S tile plus the O accumulator exceed the register file, so the kernel spills.'
        ),
        'numericalStability': (
            'Online softmax with fp32 m and l per row, exp2 with log2(e) folded into the softmax '
            'scale, accumulator rescaled by exp2(m_old − m_new).'
        ),
    }
