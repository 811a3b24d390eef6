# Sources: S26 (paraphrase of a lecture notebook)


def designOutline():
    return {
        'memoryTraffic': (
            'FA1 loop order: for each K/V block j (outer) we load K_j, V_j once into SRAM, then '
            'for each Q block i read Q_i, O_i, l_i, m_i from HBM, update them and write O_i, l_i, '
            'm_i back. S_ij and P_ij are never written to HBM.'
        ),
        'tiling': (
            'bc = ceil(M / (4d)), br = min(ceil(M / (4d)), d); tc = ceil(N / bc), tr = ceil(N / '
            'br). With M = 48 KB of fp32 and d = 64 that gives bc = 48, br = 48.'
        ),
        'numericalStability': (
            'l initialised to 0 and m to -inf per row; each block: m_new = max(m, rowmax(S_ij)), '
            'l_new = exp(m - m_new) l + exp(m_ij - m_new) l_ij, O rescaled with the same factors.'
        ),
        'tradeOff': (
            "We don't want partial blocks, so Q, K, V are padded with zeros up to a multiple of "
            'the block size; when N is just above a multiple, the padded rows waste compute and '
            'memory traffic, and the padded keys must be masked or they would take softmax '
            'weight.'
        ),
    }
