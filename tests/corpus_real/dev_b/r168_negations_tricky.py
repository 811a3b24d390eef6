# sources: S29, S39, S6 (notes and explainers); learner rewrite full of negations
def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, which writes S to HBM and reads it back twice, our kernel keeps each S tile in registers and drops it after the PV product. The speed-up does not come from fewer FLOPs; it comes from not moving the N x N matrix: HBM sees Q, K, V, O and one lse per row.",
        "tiling": "Q tile of 128 rows stays in shared memory for the whole K/V loop; K/V tiles of 64 rows stream through a 2-stage buffer; head dim 64; one CTA per (Q tile, head), 4 warps.",
        "numericalStability": "It is exact, not an approximation: without the rescale by exp(m_old - m_new) the output would be wrong, so every K/V tile updates m and l in fp32 and rescales the accumulator before adding exp(S - m_new) V.",
        "tradeOff": "Never storing P means the backward pass regenerates it from Q, K and lse, paying an extra QK^T per tile.",
    }
