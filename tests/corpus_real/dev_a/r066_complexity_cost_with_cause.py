# sources: S21 (second-brain note, tiling quoted), S1 (Sec. 5 limitations, paraphrased), S2; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V tiles come in from HBM and O plus the logsumexp go out; the attention matrix is computed tile by tile in SRAM and never written to HBM, so extra memory is O(N) instead of O(N^2).",
        "tiling": "Divide Q, K, V into small blocks that fit in SRAM (fast on-chip memory), compute attention block by block, accumulate the result.",
        "numericalStability": "Running max m and running denominator l per row in fp32, the accumulated output multiplied by exp(m_old - m_new) whenever the max grows, normalised by l after the last tile.",
        "tradeOff": "The cost is engineering effort with a concrete cause: the softmax must be rescaled online and the whole attention fused by hand into one CUDA kernel, and that kernel has to be rewritten for every new attention variant and retuned for every GPU architecture and head dimension, since the compiler cannot derive it from the PyTorch code.",
    }
