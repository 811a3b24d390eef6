# Sources: S25 (excerpt + paraphrase of a learner README)


def designOutline():
    return {
        'memoryTraffic': (
            'Each block loads Q_i, K_j, V_j from global memory into shared memory; S_ij is '
            'computed in shared memory and never written to global memory, only O, l and m go '
            'back.'
        ),
        'tiling': (
            'Br = Bc = 32, head dim 64, fp32 Q/K/V; in the inner loop I assign each thread to one '
            'row of the output (differs from the original). Shared memory: 4 tiles of 32×64 fp32 '
            '= 32 KB.'
        ),
        'numericalStability': (
            'Per row m and l in fp32; new tile: m_new = max(m, rowmax), l_new = exp(m − m_new)·l '
            '+ rowsum(exp(S − m_new)), and O is rescaled by exp(m − m_new) before adding the '
            "tile's PV."
        ),
        'tradeOff': (
            'The thread-per-row simplification makes the matrix multiplications very slow (no '
            'cooperation, no tensor cores), so for longer sequences and larger block sizes it '
            'gets slower than the manual PyTorch implementation.'
        ),
    }
