# Sources: A07 (learner notes)
def designOutline():
    return {
        "memoryTraffic": "within one device the blockwise attention keeps the score block on chip and writes only "
                         "the output block and its lse; K/V blocks arrive from the previous host.",
        "tiling": "sequence split into N equal blocks over N hosts, query and key chunk 512 inside a host, N ring "
                  "steps per layer.",
        "numericalStability": "running max and normaliser per query row in fp32, rescaled by exp(m_old - m_new) at "
                              "every ring step.",
        "tradeOff": "communication overhead.",
    }
