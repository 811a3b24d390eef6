# Sources: S21 (learner answer to an interview-style question)


def designOutline():
    return {
        'memoryTraffic': (
            'Q: How much HBM traffic? A: Standard attention: Θ(Nd + N²) accesses because S and P '
            'go to HBM. FlashAttention: Θ(N²d²/M) — K and V are re-read once per query block, S '
            'and P never leave SRAM, only O and the logsumexp are written.'
        ),
        'tiling': (
            'Q: How big are the blocks? A: Bc = ⌈M/(4d)⌉ and Br = min(⌈M/(4d)⌉, d), so four '
            'blocks (Q_i, K_j, V_j, O_i) fit in the SRAM budget M. Outer loop over K/V blocks, '
            'inner loop over Q blocks as in FA1.'
        ),
        'numericalStability': (
            'Q: How is softmax stable across blocks? A: Keep per-row max m and sum ℓ; for each '
            'new block compute m_new and rescale the old ℓ and O by exp(m − m_new). Exact, not '
            'approximate.'
        ),
        'tradeOff': (
            'Q: Downside? A: For large d the block size ⌈M/4d⌉ shrinks, so there are more K/V '
            'blocks in the outer loop and Q and O are re-read from HBM once per K/V block, i.e. '
            'more times; at d = 256 the gain over standard attention gets much smaller.'
        ),
    }
