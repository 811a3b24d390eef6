# Sources: S06 (paraphrase / learner rewrite, peer review of a pull request)


def designOutline():
    return {
        "memoryTraffic": (
            "Reviewing the FP32 port: the forward reads q, k, v from the qkvr buffer and writes only "
            "out plus L = m + log l per row (reusing the l_att buffer), so the (B, NH, T, T) att "
            "matrix is never stored in global memory - that is where the memory saving of the PR "
            "comes from. The backward reads D = rowsum(dO * O) from another small buffer instead of "
            "the T x T preatt."
        ),
        "tiling": (
            "Because everything is fp32 (4 bytes) the tiles hold half as many rows as an fp16 kernel "
            "would for the same smem: 32-row Q tiles and 32-row K/V tiles at head size 64, i.e. "
            "Q 8 KB + K 8 KB + V 8 KB = 24 KB, and the PR asks for >= 64 KB shared memory so it runs "
            "on SM70+. One thread block per (query tile, batch*head)."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32; when a new tile has a bigger max, the old "
            "sum and the partial output are multiplied by exp(m_old - m_new) before the tile is "
            "added. Everything is fp32 end to end, but they still subtract the max."
        ),
        "tradeOff": (
            "Speedup is modest on V100 at T = 1024 (1.43x fwd, 1.07x bwd) and grows with T (1.82x at "
            "4096), because at short T the T x T matrix is small and the unfused kernels are not yet "
            "limited by its HBM traffic. The loss was 3.51 vs 3.49 - I'd guess summation order in "
            "fp32 differs, so results are not bitwise equal; that is not a sign the algorithm is "
            "approximate."
        ),
    }
