# Sources: S15 (learner answer to the project's 'more FLOPs yet faster' question)


def designOutline():
    return {
        'memoryTraffic': (
            'Standard attention writes S and P (N x N each) to HBM and reads them back. My '
            'version keeps S/P tiles in SRAM and never stores them; HBM sees Q, K, V (K and V '
            'once per query block), O and one logsumexp per row. It does MORE FLOPs than standard '
            "(the backward recomputes), it's faster because it moves fewer bytes."
        ),
        'tiling': (
            'Query blocks of Br = 64 rows, one per thread block, resident in shared memory with '
            'the output accumulator in registers; K/V blocks of Bc = 64 rows streamed in the '
            'inner loop, double-buffered with cp.async.'
        ),
        'numericalStability': (
            'Running row max and sum in fp32; each new K/V block rescales the old sum and output '
            'by exp(m_old - m_new) before adding its own exp(S - m_new). Logsumexp L = m + log(l) '
            'is written out for the backward.'
        ),
        'tradeOff': (
            'The backward recomputes S = QK^T and P = exp(S - L) for every tile instead of '
            'reading P, about one extra matmul per tile, so total FLOPs go up; we accept it '
            'because reading an N x N P from HBM would cost more time than the recompute.'
        ),
    }
