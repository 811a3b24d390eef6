# Sources: S01, S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward is one fused kernel: Q, K, V are read from HBM, O plus one float32 logsumexp per row are written, and the N x N score tile only ever sits in registers. The backward re-reads Q, K, V, O, dO and the LSE from HBM - never a stored P.",
        "tiling": "Backward grid is over K/V blocks of 128 rows: each CTA keeps its K_j, V_j and the dK_j, dV_j accumulators on chip and loops over all Q blocks of 64 rows. Forward is the opposite: the Q block stays resident and K/V are streamed.",
        "numericalStability": "Forward keeps a running max m and running sum l per row in fp32 and rescales the accumulator by exp(m_old - m_new). Backward rebuilds P = exp(S - LSE) from the stored logsumexp, so no second max pass and nothing can overflow.",
        "tradeOff": "dQ is the problem child. Several K/V-block CTAs contribute to the same dQ_i, so they atomicAdd into an fp32 dQ buffer in HBM. Float addition is not associative and the arrival order changes from run to run, which means dQ differs bitwise between identical runs (dK and dV don't, each is owned by one CTA). A deterministic mode fixes the order, and you pay for it in speed.",
    }
