# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Flash fused attention fprop as one cuDNN graph: matmul(Q, K^T) -> scale -> mask -> "
            "softmax -> dropout -> matmul(P, V) all run inside one engine, so S and P live only in "
            "registers/shared memory and never go to device memory. Inputs Q, K, V are read from "
            "global memory, outputs are O and the Stats tensor (one fp32 value per row)."
        ),
        "tiling": (
            "Each CTA owns a tile of 128 query rows for one (batch, head); K and V are streamed in "
            "tiles of 64 rows with double buffering, and the causal mask lets the engine skip K "
            "tiles past the diagonal."
        ),
        "numericalStability": (
            "Running row max and row sum in fp32; the previous O partial is scaled by "
            "exp(m_prev - m_cur) before adding the new tile. The Stats output is the per-row "
            "logsumexp, stored in fp32, used by the backward graph."
        ),
        "tradeOff": (
            "Limitation: the older Mha-fprop runtime fusion engine only takes sequence lengths up "
            "to 512."
        ),
    }
