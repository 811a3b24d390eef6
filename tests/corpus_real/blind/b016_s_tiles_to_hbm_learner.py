# Sources: S01 (Algorithm 1), S33 (TGI conceptual guide PR #892) -- learner misreading
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "For each (Q_i, K_j) pair we compute the S_ij tile in SRAM and write it to a scratch buffer in "
            "HBM, then a second step reads the tiles back to do the softmax and the PV product, so only one "
            "tile needs to be on chip at a time."
        ),
        "tiling": (
            "Q in blocks of 128 rows, K and V in blocks of 64 rows, each CTA handles one Q block and loops "
            "over all K/V blocks; 8 warps per CTA, grid (ceil(N/128), B*H)."
        ),
        "numericalStability": (
            "Keep m and l per row in fp32, rescale l and the O accumulator by exp(m_old - m_new) every time "
            "a tile increases the max, and divide O by l at the end."
        ),
        "tradeOff": (
            "For causal masks the last Q blocks loop over many more K blocks than the first ones, so some "
            "CTAs finish much later than others and SMs are idle at the end (tail effect)."
        ),
    }
