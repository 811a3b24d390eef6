# Sources: S09 (paraphrase of podcast transcript, dialogue form)


def designOutline():
    return {
        'memoryTraffic': (
            'MAYA: Standard attention drives home between cycles: it writes the big N-by-N score '
            'table to HBM and reads it back. LEO: And FlashAttention stays in the building: the '
            'score tiles stay on the counter, in SRAM, and are never written to HBM. Only the '
            'finished output goes home.'
        ),
        'tiling': (
            'LEO: You work on chunks small enough to sit on the counter. MAYA: Exactly, small '
            'pieces at a time, then the next piece.'
        ),
        'numericalStability': (
            'MAYA: The catch is softmax wants the whole row. LEO: So you keep a running max and a '
            'running total per row, and when a later chunk has a bigger max you shrink the old '
            'total and the old partial output by exp(old max minus new max). Nothing overflows '
            'and the answer is exact.'
        ),
        'tradeOff': (
            'LEO: The price is in the backward: since the score table was never saved, it gets '
            'recomputed from Q, K and the saved row statistics, so you pay an extra matmul per '
            'tile to save all that memory.'
        ),
    }
