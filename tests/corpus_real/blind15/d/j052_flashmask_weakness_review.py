# Sources: S18 (paraphrase / reviewer rewrite) (*)


def designOutline():
    return {
        "memoryTraffic": (
            "The mask is passed as O(N) column-wise interval vectors rather than an N x N tensor, "
            "and the score tiles never leave the SM, so HBM carries only Q, K, V, the interval "
            "vectors and O."
        ),
        "tiling": (
            "The kernel design is essentially the standard FA2 one; the tile choices are not "
            "really justified in the paper."
        ),
        "numericalStability": (
            "Online softmax as in FA2: fp32 running max and sum per row, accumulator rescaled by "
            "exp(m_old - m_new), one final division by the sum; fully masked rows are guarded "
            "so they produce zeros instead of NaN."
        ),
        "tradeOff": (
            "Weakness: the comparison to FlexAttention is run only on A100; on H100 the FA2-based "
            "kernel cannot use TMA or warp specialisation, so the reported 12-60% advantage may "
            "not hold against an FA3-based backend."
        ),
    }
