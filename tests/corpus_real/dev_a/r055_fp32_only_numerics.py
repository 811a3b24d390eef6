# sources: S2, S14 (rewritten); numerics entry only about precision
def designOutline():
    return {
        "memoryTraffic": "Q block in, K/V blocks streamed in, O and lse out; S and P are never written to HBM because QK^T, softmax and PV run in one kernel.",
        "tiling": "Q blocks of 128 x 64 (d = 64) per CTA, K/V blocks of 64 x 64 streamed with 2 stages (48 KB smem), grid (ceil(N/128), B*H), 4 warps each owning 32 query rows.",
        "numericalStability": "Inputs are bf16, but the score tile is upcast to fp32 before the exponential, and the output accumulator, the row maximum and the row sum are all kept in fp32 registers; P is rounded to bf16 only as the input of the PV matmul.",
        "tradeOff": "The fp32 accumulator for a 128 x 64 output tile plus the fp32 score tile take 64 registers per thread each at 4 warps, which limits occupancy to 2 CTAs per SM.",
    }
