# Sources: S21, S22 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'Decode step: one query per head, the KV cache is read once from HBM; partial scores '
            'stay in registers and are never written; each split writes only its partial O and '
            'lse.'
        ),
        'tiling': (
            'KV length split into 16 chunks per (batch, head), one CTA per chunk, each CTA loops '
            'over its chunk in 64-key tiles; grid = (16, B·H).'
        ),
        'numericalStability': (
            'Each split keeps its own running max and sum; the reduction kernel rescales every '
            'partial O_i by exp(lse_i − lse_max) and divides by the combined sum, so the result '
            'equals a single pass.'
        ),
        'tradeOff': (
            'The splits cost 16 × d fp32 partial outputs plus 16 lse values per head in HBM and a '
            'second kernel launch for the reduction; for short contexts (< 1k tokens) that '
            'overhead outweighs the better SM fill.'
        ),
    }
