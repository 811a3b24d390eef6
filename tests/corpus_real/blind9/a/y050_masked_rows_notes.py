# Sources: S17, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores for each (Q block, K block) pair are formed in SRAM and thrown away after the PV "
                         "product; S and P are never written to HBM. Per row we write O and one logsumexp value.",
        "tiling": "Q blocks of 64 rows outer (one CTA each), K/V blocks of 64 rows inner, d = 64; with a causal "
                  "mask, K/V blocks entirely above the diagonal are skipped, only the diagonal block is masked "
                  "element-wise.",
        "numericalStability": "Masked scores are set to -inf before the running max update. If a row has seen only "
                              "masked keys so far, m stays -inf and exp(m_old - m_new) would be NaN, so the kernel "
                              "treats m = -inf as 0 for the rescale and the row outputs 0. Otherwise acc and l are "
                              "rescaled by exp(m_old - m_new) in fp32.",
        "tradeOff": "With causal masking the last query blocks process many more K/V blocks than the first ones, so "
                    "blocks finish unevenly and some SMs sit idle at the tail.",
    }
