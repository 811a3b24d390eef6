# sources: S25 (flash-attention-minimal), generic CUDA shared-memory matmul tutorials; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "S = QK^T is never stored to global memory: scores for one 32-row Q block and one 32-row K block are computed in shared memory and immediately used for softmax and PV; only O, l and m go back to HBM.",
        "tiling": "Split the matrices into 32 x 32 tiles: each thread computes one element of the output, loading a 32 x 32 tile of A and a 32 x 32 tile of B into shared memory per step, and loops over the k dimension.",
        "numericalStability": "Keep m (row max) and l (row sum) per row in float32; new block: m_new = max(m, m_block), l_new = exp(m - m_new) * l + exp(m_block - m_new) * l_block, and rescale the output row with the same factors.",
        "tradeOff": "Reading the K tile column-wise for QK^T gives 32-way shared-memory bank conflicts (stride of 32 floats), which serialises the loads unless each row is padded by one element.",
    }
