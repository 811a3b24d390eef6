# Sources: S08 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V in, O out; the attention matrix is never stored in DRAM, it is "
                         "consumed tile by tile in SRAM.",
        "tiling": "Triton program per (128-query block, batch*head); inner loop over K/V in blocks "
                  "of 64; head dim as a constexpr BLOCK_DMODEL checked to be in {16, 32, 64, 128}. "
                  "Limitation: above 128 the kernel starts spilling badly, because the fp32 "
                  "accumulator is BLOCK_M x BLOCK_DMODEL per program and no longer fits in registers.",
        "numericalStability": "m_i, l_i per row in fp32; p = exp(qk - m_new), acc *= exp(m_i - m_new) "
                              "before acc += p @ v; divide by l_i at the end.",
    }
