# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "TMA issues async bulk loads of Q, K, V tiles from HBM into shared memory; the score "
            "and probability tiles stay in registers, and the O(N) logsumexp plus O are the only "
            "outputs written to HBM. Memory is O(N) instead of O(N^2)."
        ),
        "tiling": (
            "Warp-specialised: one producer warp loads K/V tiles through TMA into a circular "
            "buffer of shared-memory stages, two consumer warpgroups each own 64 query rows of a "
            "128-row Q tile and do WGMMA; ping-pong scheduling lets one warpgroup's softmax "
            "overlap the other's GEMM."
        ),
        "numericalStability": (
            "Online softmax with the row max and row sum in fp32 registers; the O accumulator is "
            "rescaled by exp(m_old - m_new) when the max changes."
        ),
        "tradeOff": (
            "FlashAttention-3 is an approximation of exact attention: it trades a little accuracy "
            "for its 1.5-2x speed-up over FlashAttention-2."
        ),
    }
