# Sources: S38, S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q: what is stored for the backward? A: O, the fp32 LSE per row, and the RNG seed/offset - not P and not the dropout mask, which would be N^2 values per head.",
        "tiling": "Q: how is the work cut? A: 128-row Q blocks per CTA, 64-row K/V blocks streamed, d = 64, grid over (query blocks, batch*heads).",
        "numericalStability": "Q: and the softmax? A: running max and sum in fp32, accumulator rescaled by exp(m_old - m_new); dropout is applied to P after the statistics, so l is the undropped sum.",
        "tradeOff": "Q: what can go wrong? A: the backward regenerates the mask from the Philox seed and offset; if the offset is captured differently (e.g. a CUDA graph replay that doesn't advance it), the backward uses a different mask and the gradients are silently wrong.",
    }
