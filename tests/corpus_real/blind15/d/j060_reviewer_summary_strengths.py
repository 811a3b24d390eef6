# Sources: S01, S28 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Strength: the kernel fuses QK^T, masking, softmax and PV so that S and P are never "
            "written to HBM; what crosses HBM is Q, K, V (K/V once per query block) and O plus "
            "the logsumexp, O(Nd) bytes of output instead of O(N^2)."
        ),
        "tiling": (
            "Blocks of Br = 128 query rows per CTA stay in shared memory; Bc = 64 K/V rows are "
            "loaded per inner step; with a causal mask, K/V blocks entirely above the diagonal "
            "are never loaded."
        ),
        "numericalStability": (
            "Running max and sum per row in fp32; the partial output is rescaled by "
            "exp(m_old - m_new) at each block, and fully masked rows keep m = -inf and output 0 "
            "rather than NaN."
        ),
        "tradeOff": (
            "Weakness: with a causal mask the query blocks near the start of the sequence have "
            "few K/V blocks to visit while the last ones have N/64, so CTAs finish unevenly and "
            "the tail of the grid leaves SMs idle unless the scheduler orders long blocks first."
        ),
    }
