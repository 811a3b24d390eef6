# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each Q block is read once; K and V are re-read from HBM once per Q block (N/Br times), O is written once. No N x N buffer anywhere in global memory.",
        "tiling": "BLOCK_SIZE_Q = 128, BLOCK_SIZE_K = 64; Q block pinned in SRAM, K/V blocks stream through; programs are launched over (N/128, B*H).",
        "numericalStability": "running max, running denominator, and the accumulator gets multiplied by exp(m_prev - m_cur) when a block raises the max",
        "tradeOff": "Slower at seq 128 than plain PyTorch in our benchmark table. Reason: with N = 128 there is a single Q block per head, so only B*H programs run and most of the GPU sits idle.",
    }
