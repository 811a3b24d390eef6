# Sources: D16 (flash-attn README, softcap/ALiBi passages; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "ALiBi bias is computed in the kernel from one slope per head and the (i - j) distance, so "
                         "no N x N bias tensor is read from HBM; S and P stay on chip; O and LSE written.",
        "tiling": "with window_size = (left, right) only K blocks that intersect [i - left, i + right] are "
                  "visited; Br = 128, Bc = 64 at d = 128.",
        "numericalStability": "softcap: s = softcap * tanh(s / softcap) before the online softmax, which bounds "
                              "the scores; running max and sum in fp32, rescale by exp(m_old - m_new).",
        "tradeOff": "softcapping puts one tanh per score on the special-function unit, the same unit the exp uses, "
                    "so the softmax part gets longer and the kernel is noticeably slower than without softcap.",
    }
