# Sources: S18 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "We keep online softmax statistics, running max and running sum for every "
                         "row, and rescale the accumulator with exp(m_old - m_new) when a new block "
                         "has bigger max.",
        "tiling": "Q blocks of 128 rows per CTA, K/V blocks of 64 rows, head_dim padded to 64 or 128; "
                  "QK^T in int8 with per-block scales, PV in fp8, 4 warps.",
        "numericalStability": "Two level accumulation: PV partial sums for one block go through the "
                              "fp8 tensor core, then are added into a real fp32 accumulator; LSE in "
                              "fp32; Q and K smoothed (mean of K subtracted) before quantization.",
        "tradeOff": "Head dim 160 (SD1.5) is not supported. Padding it to 256 would need another block "
                    "size, and with the two-level accumulation the 256-wide fp32 accumulator gives too "
                    "much register pressure, so it spills; for head dim > 128 use vanilla flash "
                    "attention instead.",
    }
