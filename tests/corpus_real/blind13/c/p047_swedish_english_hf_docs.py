# Sources: S21 (paraphrase / learner rewrite, Swedish-English code-switched)


def designOutline():
    return {
        "memoryTraffic": "S och P never hit HBM, fused kernel; reads Q, K, V, writes only O and LSE per row.",
        "tiling": "Br, Bc, SRAM, warps, pipelining, occupancy",
        "numericalStability": (
            "Online softmax: running max m, running sum l (fp32), rescale acc with exp(m_old − m_new) per "
            "block, divide by l at the end."
        ),
        "tradeOff": (
            "Nackdel: for N = 512 the fused kernel gains little, S fits in L2 anyway and there are too few "
            "query blocks to fill the SMs."
        ),
    }
