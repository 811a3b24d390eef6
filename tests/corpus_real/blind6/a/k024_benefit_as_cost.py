# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fuse QK^T, softmax and PV into one kernel so the attention matrix is never materialised in HBM; memory goes from O(N^2) to O(N).",
        "tiling": "Q tiles of 64 rows resident in SRAM for the whole inner loop, K/V tiles of 64 rows streamed; one CTA per Q tile per head.",
        "numericalStability": "Keep running max and sum for every row in fp32; previous partial output is rescaled by exp(m_old - m_new).",
        "tradeOff": "The trade-off is actually in our favour: smaller tiles mean more thread blocks, which is good for occupancy, and less memory is used.",
    }
