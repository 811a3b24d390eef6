# Sources: S37 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "varlen kernel: tokens of all sequences are packed, S tiles are written to HBM "
                         "in the forward and read back in the backward, but only for real tokens, "
                         "never for padding.",
        "tiling": "Packed layout [total_tokens, heads, d]; cu_seqlens gives each sequence's start; "
                  "grid = (max_seqlen / 128, batch, heads), 128-row Q tiles, 128-row K/V tiles, "
                  "d = 128, tiles past seqused are masked.",
        "numericalStability": "Rows beyond seqused get m = -inf and l = 0; they are written as 0 "
                              "instead of dividing by l; otherwise the standard fp32 running max / "
                              "sum with exp(m_old - m_new) rescale.",
        "tradeOff": "With padding between sequences ([q1, q1, PAD, q2, ...]) and seqused, the "
                    "forward is fine but the backward is not: it does not honour seqused, so non-zero "
                    "garbage in the pad slots flows into dQ/dK/dV. Either zero the pads by hand "
                    "(extra memset pass) or change the mask and epilogue predicates.",
    }
