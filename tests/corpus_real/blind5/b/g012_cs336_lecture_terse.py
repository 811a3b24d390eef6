# Sources: S12 (paraphrase / learner lecture notes)


def designOutline():
    return {
        'memoryTraffic': (
            'naive: S, P (N x N) round-trip HBM 2x each. flash: 1 kernel, S/P tiles in SMEM/regs '
            'only -> HBM = read Q,K,V + write O + lse (N floats). bytes ~ O(Nd) per pass over K/V '
            'instead of O(N^2).'
        ),
        'tiling': (
            'Q tile 128 rows/CTA stays resident; loop K,V tiles of 64 rows through smem (d=64 -> '
            '16+8+8 KB). grid = (N/128, B*H). 4 warps, each warp owns 32 Q rows.'
        ),
        'numericalStability': (
            "running max m, running sum l (fp32). new block: m' = max(m, rowmax S_j); O <- "
            "O*exp(m-m') + exp(S_j-m') V_j; l same. end: O/l, store lse = m + log l."
        ),
        'tradeOff': (
            'short seq (N <= 512): S is tiny and sits in L2 anyway, launch overhead dominates -> '
            'fused kernel buys ~nothing.'
        ),
    }
