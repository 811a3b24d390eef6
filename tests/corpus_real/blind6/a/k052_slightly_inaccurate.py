# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel, S is never written to HBM, so the N^2 reads/writes of the intermediate disappear.",
        "tiling": "128 x 64 tiles (Q x K/V), Q tile resident, K/V streamed in the inner loop, one CTA per Q tile.",
        "numericalStability": "online softmax with running max and sum, rescaled by exp(m_old - m_new)",
        "tradeOff": "The catch is that results are slightly inaccurate compared to PyTorch because the softmax is computed in pieces.",
    }
