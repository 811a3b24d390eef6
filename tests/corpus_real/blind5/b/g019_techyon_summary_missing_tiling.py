# Sources: S19 (paraphrase of a summary post)


def designOutline():
    return {
        'memoryTraffic': (
            'Never writes the N×N attention matrix to HBM: QK^T, softmax and PV are fused and '
            'computed on chip. The cost is that the backward pass must recompute the attention '
            'tiles from Q and K, because the matrix was never stored.'
        ),
        'numericalStability': (
            'It maintains the original mathematical output of self-attention, so nothing is lost '
            'numerically.'
        ),
    }
