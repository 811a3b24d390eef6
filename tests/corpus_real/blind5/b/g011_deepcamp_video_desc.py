# Sources: S11 (paraphrase of a video description)


def designOutline():
    return {
        'memoryTraffic': (
            'FlashAttention reorders the computation so that the attention matrix is never '
            'written out to HBM; only Q, K, V are read and the output is written.'
        ),
        'tiling': 'Computation is reordered into blocks to reduce memory bottlenecks.',
        'numericalStability': "It doesn't change model outputs at all, the accuracy is not lost.",
    }
