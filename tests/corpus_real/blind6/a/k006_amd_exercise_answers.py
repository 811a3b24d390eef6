# Sources: S06 (paraphrase / learner rewrite of exercise answers)
def designOutline():
    return {
        "memoryTraffic": "Q1: tiling gives O(N) memory because each program only holds a BLOCK_SIZE_Q x head_dim block of q and one BLOCK_SIZE_K block of k/v; the scores are computed in registers and never stored to global memory.",
        "tiling": "BLOCK_SIZE_Q = 64, BLOCK_SIZE_K = 64, head_dim = 64. Grid = (seq_len / 64, batch*heads). Part C: (128,128) was slower for seq 128 because half the blocks were empty.",
        "numericalStability": "Q2: subtract the maximum before exp so nothing overflows. Q3: the running stats are updated as m_new = max(m, block max), l = l*exp(m - m_new) + sum(exp(s - m_new)), and acc is scaled by the same factor.",
        "tradeOff": "Troubleshooting said check block size limits: with BLOCK 128x128 and head_dim 128 the kernel did not compile (out of shared memory), so the block had to be reduced.",
    }
