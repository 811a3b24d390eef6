# Sources: S16 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'Q, K and V are read once per tile pass, S and P stay in shared '
                         'memory/registers only, O written once at the end.',
        'tiling': 'For head_dim 256: 64 x 64 tiles (kBlockM x kBlockN) on GPUs with >= 192 KB shared '
                  'memory (H100), 32 x 64 on A100 with 160 KB.',
        'numericalStability': 'Same online softmax as FlashAttention-2.',
        'tradeOff': 'GPUs with < 160 KB shared memory (sm86/89) cannot run the head_dim 256 kernel '
                    'correctly, because it requires kBlockN >= 64; the caller must check '
                    'supports_head_dim() and fall back to eager attention.'}
