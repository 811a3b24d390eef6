# Sources: S02 (paraphrase / learner rewrite, Q&A answer)
def designOutline():
    return {
        "memoryTraffic": "It avoids materializing the attention matrix: scores are computed tile by tile in SRAM and "
                         "never written to HBM; only O (and the row logsumexp) is written.",
        "tiling": "Each CTA takes a 64-row Q tile and keeps it in shared memory; it loops over 64-row K/V tiles; "
                  "d = 64, fp16, 24 KB per CTA.",
        "numericalStability": "Running max and sum per query row; rescale the partial output by exp(m_prev - m_cur) "
                              "whenever the max grows; fp32 accumulation.",
        "tradeOff": "Recomputation.",
    }
