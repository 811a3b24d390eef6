# Sources: S21, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Exact attention, no shortcuts: S/P tiles on chip only, Q once, K/V once per Q block, O + lse out. The result equals softmax(QK^T)V up to fp rounding.",
        "tiling": "d = 256: BLOCK_M = 64, BLOCK_N = 64, 1 stage -> Q 32 KB + K 32 KB + V 32 KB = 96 KB shared memory per CTA on an A100 (164 KB usable).",
        "numericalStability": "running max/sum in fp32, rescale with exp(m_old - m_new), fp32 accumulator of 64 x 256 per CTA.",
        "tradeOff": "At d = 256 the fp32 accumulator alone is 64 x 256 x 4 B = 64 KB of registers per CTA and shared memory is 96 KB, so only one CTA fits per SM; with 64-row tiles K/V are also re-read twice as often as with 128-row tiles.",
    }
