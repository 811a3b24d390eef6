# Sources: S11, S41 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once into shared memory and then into registers; K/V tiles streamed from HBM once per Q tile; the 128 x 64 score tile stays in registers; O written once plus one fp32 LSE per row.",
        "tiling": "On the A100: Br = 128, Bc = 64, head_dim = 128, fp16, one pipeline stage: Q 32 KB + K 16 KB + V 16 KB = 64 KB of shared memory per block, so two blocks per SM fit in the 164 KB; 4 warps, each owns 32 query rows; grid (N/128, batch*heads).",
        "numericalStability": "row max and row sum in fp32 registers; acc_o scaled by exp(m_old - m_new) per K/V tile; division by the row sum once at the end (FA2 style); LSE stored for the backward.",
        "tradeOff": "Each warp holds a 32 x 128 fp32 output accumulator (128 registers per thread) plus the score fragment; raising Bc to 128 would push it past 255 registers per thread and spill.",
    }
