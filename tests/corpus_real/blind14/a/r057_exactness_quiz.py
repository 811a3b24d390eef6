# Sources: S05 (paraphrase / learner rewrite, quiz answer)


def designOutline():
    return {
        "memoryTraffic": (
            "Quiz answer: exactly the same output as standard attention; the speedup comes from not "
            "writing S and P to HBM (not from fewer FLOPs) - the kernel only reads Q, K, V and writes O."
        ),
        "tiling": (
            "Q tiled in 128-row blocks kept on chip, K/V in 64-row blocks streamed, one thread block "
            "per Q block and head."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32; acc and sum rescaled by exp(m_old - m_new) "
            "when a larger score shows up; divide at the end."
        ),
        "tradeOff": (
            "There's no real trade-off: it's exact and faster, so it's strictly better than standard "
            "attention."
        ),
    }
