# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Unfused SDPA writes the S x S scores to memory after the first MatMul, reads them "
            "back for Scale, Mask and SoftMax, writes the probabilities, and reads them again for "
            "the second MatMul."
        ),
        "tiling": (
            "On CPU each thread takes 32 query rows of one (N, H) pair (D = 64) and walks K/V in "
            "chunks of 512 keys, so the Q block and the chunk's K and V (about 132 KB) stay in "
            "L2; the (N, H, S/32) work items are spread over the cores."
        ),
        "numericalStability": (
            "Per query row keep the running max and sum in f32 even for bf16/f16 inputs; each "
            "new chunk rescales the partial output by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "The fused partition is only formed when the graph matches the SDPA pattern "
            "(MatMul, optional Scale/Mask, SoftMax, MatMul); an extra op between them (say a "
            "custom bias computed with a non-supported op) breaks the pattern and the library "
            "runs the ops one by one with the S x S intermediate in memory."
        ),
    }
