# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Where does the time go? Not the matmuls. A standard implementation writes the N x N matrix to HBM and reads it back twice. In my kernel that matrix never leaves SRAM: HBM sees Q, K, V going in and O going out (plus K/V re-reads per query block), about O(N d) per pass instead of O(N^2).",
        "tiling": "How big are the blocks? 64 x 64: a 64-row Q block is pinned in shared memory per thread block, and 64-row K/V blocks are streamed through it in order.",
        "numericalStability": "What if a later block has a bigger score? Then multiply the old accumulator and the old denominator by exp(m_old - m_new) before adding the new block; m and the denominator live in fp32.",
        "tradeOff": "When does it not help? At N = 512 the whole score matrix is 0.5 MB and mostly sits in L2 anyway, so the fused kernel gains little and launch overhead is a big share of the time.",
    }
