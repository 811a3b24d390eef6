# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Like FA2, Q@K^T, softmax and P@V run in one kernel and the S/P tiles stay in registers; only O goes to global memory. The twist is that for D > 256 Q, K and V are not kept whole in SMEM: they are loaded in slices of 64 along the head dim.",
        "tiling": "fine-grained tiling along D: Br = 64 query rows, Bc = 64 keys, head dim cut into chunks of 64 so the SMEM footprint is O(1) in D (about 3 x 64 x 64 x 2 B = 24 KB per stage) and registers are O(d/4); 4 warps per block.",
        "numericalStability": "Row max and row sum kept in fp32 registers, the O accumulator is rescaled by exp(m_old - m_new) each Bc step; optional fp32 MMA accumulation (MMA Acc F32) instead of fp16 acc.",
        "tradeOff": "Slicing D means Q and K chunks are re-read from global/L2 for every D chunk of every Bc step: more memory IO than FA2 at D <= 128, which is why the split-D path only wins for D > 256.",
    }
