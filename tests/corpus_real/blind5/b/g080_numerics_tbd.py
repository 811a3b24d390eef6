# Sources: S26 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'One kernel: S tiles computed in SRAM and consumed immediately, never written to HBM; '
            'HBM traffic is Q, K, V in, O and logsumexp out.'
        ),
        'tiling': (
            'Q blocks of 64 rows (resident, one per CTA), K/V blocks of 64 rows streamed in the '
            'inner loop, head dim 64.'
        ),
        'numericalStability': 'TBD',
        'tradeOff': (
            'Padding N up to a multiple of 64 wastes the compute spent on the zero rows when N is '
            'just above a multiple, e.g. N = 65 runs two full tiles.'
        ),
    }
