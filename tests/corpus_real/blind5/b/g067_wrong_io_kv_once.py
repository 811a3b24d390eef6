# Sources: S22 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'S is never written to HBM, and K and V are read only once in total from HBM, so the '
            'whole kernel moves O(Nd) bytes regardless of the SRAM size.'
        ),
        'tiling': (
            'Br = 128, Bc = 64, d = 64; one CTA per query tile, K/V tiles streamed through shared '
            'memory with 2 stages.'
        ),
        'numericalStability': (
            'fp32 running max m and sum l per row, rescaled by exp(m_old − m_new) per K tile; lse '
            '= m + log l saved.'
        ),
        'tradeOff': (
            'At d = 256 the Q tile alone is 64 KB and two stages of 64-row K/V tiles add 128 KB '
            'more, 192 KB, above the ~164 KB one A100 block can use, so the 128-row Q tiles no '
            'longer fit and we drop to 64 rows.'
        ),
    }
