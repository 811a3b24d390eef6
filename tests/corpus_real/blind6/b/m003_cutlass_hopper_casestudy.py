# Sources: S02 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Fusing online-softmax with the back-to-back GEMMs is the whole point: the S = QK^T tile goes straight from the WGMMA accumulator registers into the softmax and then into the second GEMM, never through global memory. Global traffic is Q once per CTA, K and V once per CTA, O written once.",
        "tiling": "Per CTA a 128 x d tile of Q stays in shared memory (loaded by TMA); K and V tiles of 128 x d are brought in by TMA, double-buffered so the copy of tile j+1 overlaps the GEMMs of tile j. With d = 64 in fp16 that is 16 KB (Q) + 2 x 2 x 16 KB (K,V) = 80 KB of smem.",
        "numericalStability": "Row max and row sum per query row held in fp32 registers; when a K tile raises the max, the O accumulator and the sum are rescaled by exp(m_old - m_new); the normalisation by the row sum happens once, after the last K tile.",
        "tradeOff": "Choosing the tile sizes is a balance of register pressure against shared memory: a larger K/V tile raises reuse but the S accumulator plus the O accumulator must both sit in registers, so past 128 x 128 at d = 128 the kernel spills; more pipeline stages would exhaust shared memory instead.",
    }
