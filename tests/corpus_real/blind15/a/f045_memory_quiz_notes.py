# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V tiles are streamed from HBM into SRAM; the score tile is consumed on chip and never "
                         "stored, O is written once at the end.",
        "tiling": "Outer loop over 128-row query blocks (one thread block each), inner loop over 64-row key/value "
                  "blocks through shared memory.",
        "numericalStability": "Per row: running max and running sum (fp32), rescale the partial output by "
                              "exp(m_old - m_new) whenever the max increases.",
        "tradeOff": "FlashAttention uses more memory than standard attention, because it has to keep the extra "
                    "statistics m and l for every row and every block.",
    }
