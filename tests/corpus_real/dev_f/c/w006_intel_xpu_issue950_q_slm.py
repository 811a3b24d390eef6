# Sources: S07 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Fused kernel: HBM traffic is Q read once, K and V read once per query "
                         "block, O written once; S and P exist only in registers.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, D_HEAD = 64; Q tile in registers, K and V blocks "
                  "streamed through SLM; one work-group per 128 query rows and per (batch, head).",
        "numericalStability": "Keep running max and running sum in fp32; rescale the output "
                              "accumulator by exp(m_old - m_new) every time the max changes.",
        "tradeOff": "Spill the Q matrix to SLM to reduce the register pressure in flash attention; "
                    "then all the values of P, S and K can be kept in registers of double GRF.",
    }
