# Sources: S18 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "S is never materialised in HBM: the scores of one query tile against one key tile are "
                         "computed in SRAM, used for the softmax and for P @ V, and discarded.",
        "tiling": "tiles, SRAM, Br/Bc, outer loop, inner loop, warps",
        "numericalStability": "Running row max and row sum, rescaling of the accumulator by exp(m_old - m_new) when "
                              "the max changes, fp32 accumulators.",
        "tradeOff": "A custom full 4D attention mask is not supported by the flash path, so those training stages run "
                    "on standard attention kernels, roughly 1.3-1.8x slower for long sequences.",
    }
