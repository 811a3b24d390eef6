# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K/V tiles read from HBM only up to the diagonal for each query tile; scores never written.",
        "tiling": "Causal: KV blocks strictly above the diagonal are skipped, which really saves about half the FLOPs; only the diagonal block applies the mask. 128 x 128 tiles.",
        "numericalStability": "Masked entries get -inf before the row max; acc rescaled by exp(m_old - m_new) in fp32.",
        "tradeOff": "Load imbalance.",
    }
