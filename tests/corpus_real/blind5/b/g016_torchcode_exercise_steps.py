# Sources: S16 (excerpt of exercise steps + learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'Process in blocks instead of materializing the full S x S attention matrix: only one '
            '(block_q x block_k) score tile exists at a time.'
        ),
        'tiling': (
            'For each Q-block (block_q = 32 rows) iterate over all K/V blocks (block_k = 32 '
            'rows); the Q-block and its accumulator stay put while K/V blocks go by.'
        ),
        'numericalStability': (
            'Track running max and running sum per row; rescale the accumulator when the max '
            'changes: acc *= exp(old_max - new_max); final output = acc / row_sum. Must give '
            'identical results to standard softmax attention.'
        ),
    }
