# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel: S and P never written to HBM; Q read once, K/V once per query block, O and LSE written.",
        "tiling": "Br = 64, Bc = 64, d = 64; Q block in shared memory per thread block; K/V streamed in the inner loop.",
        "numericalStability": "Online softmax: running max and sum in fp32, exp(m_old - m_new) rescale of O and l.",
    }
