# Sources: S27, S21 (learner rewrite, non-native English, mapping form)


def designOutline():
    return {
        'memory_traffic': {
            'mechanism': 'fused kernel, attention matrix is not materialize',
            'decision': (
                'S and P tiles only in SRAM; HBM read Q, K, V one time per query block, write O and '
                'LSE per row'
            ),
        },
        'tiling': {
            'mechanism': 'outer loop query block, inner loop key/value block',
            'decision': 'Br = 64, Bc = 128, head dim 64, 4 warps; grid = (N/64, batch*head)',
        },
        'numerical_stability': {
            'mechanism': 'online softmax with running max and running sum',
            'decision': (
                'subtract running max before exp, rescale accumulator and sum by exp(m_old - m_new), '
                'keep all in fp32'
            ),
        },
        'trade_offs': {
            'cost': 'Bc = 128 make the S tile 64x128 fp32 in registers',
            'consequence': 'so register count go over 128 per thread and occupancy drop to 1 CTA per SM',
        },
    }
