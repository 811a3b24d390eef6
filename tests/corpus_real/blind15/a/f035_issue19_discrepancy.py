# Sources: S10 (paraphrase / learner rewrite), S12 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "The fused kernel never writes the N x N score or probability matrix to HBM: scores for one "
                         "(query tile, key tile) pair are produced in SRAM, used, and discarded. HBM traffic is Q, K, V in "
                         "and O plus the softmax_lse out.",
        "tiling": "Unpadded/varlen layout: sequences are packed with cu_seqlens and each CTA takes one 128-row block of "
                  "queries of one sequence and head, looping over that sequence's keys in 64-row blocks.",
        "numericalStability": "Row max subtracted before exp, running sum and output rescaled by exp(m_old - m_new) as "
                              "the max grows, accumulation in fp32; the result is exact up to rounding, so compare "
                              "(flash fp16 - ref fp32) with (ref fp16 - ref fp32), not flash against fp16 ref.",
        "tradeOff": "Because the summation order differs from PyTorch's, outputs differ in the last bits; in fp16 that "
                    "rounding difference is ~1e-3, comparable to the error of standard attention in fp16.",
    }
