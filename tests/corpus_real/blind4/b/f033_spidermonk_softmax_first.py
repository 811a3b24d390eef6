# Sources: S33 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention reduces the memory complexity of LLM inference mainly by optimizing the calculation of softmax: the row max and row sum are updated online per block, so we never need the whole row at once.",
        "tiling": "Q is split into blocks of B_r = 64 rows (each thread block one Q block, kept in SRAM); K and V in B_c = 64 row blocks, streamed in the inner loop.",
        "numericalStability": "S = QK^T / sqrt(d_k) with M_ij = -inf on masked positions; subtract the running max, and when a new block brings a bigger max multiply the previous sum and output by exp(m_old - m_new).",
        "tradeOff": "Without FlashAttention, LLMs easily run into CUDA OOM during inference.",
    }
