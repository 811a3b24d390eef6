# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Same like normal flash: Q, K, V read from HBM, the QK^T scores and P stay on chip and "
                         "are never written back, only O and the logsumexp are written.",
        "tiling": "For my model with head dim 512 I choose Br = 128 and Bc = 128 so each thread block keeps the "
                  "whole Q, K and V tiles in shared memory (fp16) and loops over the K/V blocks.",
        "numericalStability": "keep row max and row sum in fp32 registers, rescale acc by exp(m_old - m_new) "
                              "every K/V block, divide by the row sum at the end.",
        "tradeOff": "For head dim 1024 the naive attention may be faster: the block must shrink to 32 rows, and "
                    "Q, K, V of 32 x 1024 in fp16 is already 196 KB, more than the 163 KB an A100 gives one "
                    "thread block, so it doesn't fit at all.",
    }
