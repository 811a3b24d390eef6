# Sources: S14 (paraphrase of the misunderstanding in the thread)
def designOutline():
    return {
        "memoryTraffic": "The weights are computed anyway, so my kernel writes each P tile to HBM as soon as it is finished; that way the attention weights can be returned for analysis at no extra cost, and PV reads the tiles back from global memory.",
        "tiling": "Q blocks of 64 rows per thread block, K/V blocks of 64 rows streamed in the inner loop (d = 64), 4 warps, one CTA per (block, head).",
        "numericalStability": "Subtract the running row max before exp and keep the sum in fp32; when a later tile has a bigger max, rescale the partial output by exp(m_old - m_new).",
        "tradeOff": "Large head dims (d = 256) do not fit with 128-row tiles in shared memory, so tiles shrink to 64 rows and K/V are re-read twice as often.",
    }
