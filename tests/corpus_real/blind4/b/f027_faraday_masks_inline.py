# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "With a dense additive mask you would have to read an N x N mask tensor from HBM, as much traffic as the scores we are trying to avoid. Instead causal and sliding-window masks are generated from indices inside the kernel, so neither the mask nor S ever sits in HBM.",
        "tiling": "128x64 tiles (Br = 128, Bc = 64). Sliding window (Mistral, W = 4096): each Q block only loops over the K/V blocks inside [i - W, i]. Trade-off: block-sparse patterns with random blocks (BigBird) break coalesced loads, so the kernel needs a block index list per Q block and gets lower bandwidth.",
        "numericalStability": "Masked entries are -inf before the row max; a fully masked row (padding in variable-length batching) would give max = -inf and NaN from exp, so those rows are special-cased to output 0. All other rows use the running max with exp(m_old - m_new) rescale.",
    }
