# sources: S7 (Chinese blog "flashattention2 论文解读", translated excerpts of the abstract/intro + learner English)
def designOutline():
    return {
        "memoryTraffic": "Standard attention needs Theta(Nd + N^2) HBM accesses because S and P go to HBM. FlashAttention loads Q, K, V blocks into SRAM and never writes S/P, so HBM accesses are O(N^2 d^2 M^-1) with M the SRAM size; memory is linear, not quadratic.",
        "tiling": "FA2 parallelizes even a single head across thread blocks: each thread block takes one block of Q rows (grid = N/Br x batch x heads) to raise occupancy. Inside the block the Q rows are split across 4 warps and all warps share K and V ('split-Q' instead of 'split-K'), so the warps do not need to exchange partial results through shared memory.",
        "numericalStability": "To cut non-matmul FLOPs, O is not rescaled by diag(l)^-1 at each step: keep the un-normalised O~ and only rescale by exp(m_old - m_new); divide by l once at the end. For backward only store the logsumexp L = m + log(l), not m and l.",
        "tradeOff": "FlashAttention-1 only reaches 25-40% of theoretical max FLOPs/s on A100 because work is badly split between thread blocks and warps: low occupancy when batch x heads is small, and split-K warps must write partial results to shared memory and synchronise.",
    }
