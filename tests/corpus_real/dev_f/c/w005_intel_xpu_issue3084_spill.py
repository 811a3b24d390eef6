# Sources: S06 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "The score tile S = Q K^T and P never go to global memory: each work-group "
                         "reads its Q block once, streams K/V blocks, and writes only O (and the row "
                         "max/sum for the backward).",
        "tiling": {
            "mechanism": "one work-group per (query block, batch*head), inner loop over K/V blocks",
            "decision": "BLOCK_M = 128 query rows, BLOCK_N = 64 key rows, D_HEAD = 64, 8 warps; the "
                        "fp32 accumulator (128 x 64) lives in the GRF, K/V tiles in SLM",
        },
        "numericalStability": "m_i and l_i per row in fp32, alpha = exp2(m_i - m_new) rescales acc "
                              "and l_i each iteration, scale folded in as log2(e)/sqrt(d).",
        "tradeOff": "The accumulator grows with the head dim: at D_HEAD = 128 the 128 x 128 fp32 "
                    "accumulator plus the S tile no longer fit in the register file, so the compiler "
                    "spills to scratch memory and every spilled value becomes a global load/store in "
                    "the inner loop. That is why we saw spilling for D_HEAD >= 128 and why D_HEAD > 128 "
                    "is not tuned at all.",
    }
