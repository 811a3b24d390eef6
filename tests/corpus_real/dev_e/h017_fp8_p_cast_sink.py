# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, FP8, TMA, fused kernel, no materialization",
        "tiling": "BLOCK_M = 128 query rows per warpgroup pair, BLOCK_N = 128 keys per stage, 2 TMA stages of K and V in shared memory.",
        "numericalStability": "P is computed as exp(S - m_running) in fp32; when m_running increases, the accumulator is rescaled by exp(m_old - m_new). Only then is P multiplied by a static scale of 256 and cast to E4M3 for the PV matmul.",
        "tradeOff": "Casting P to E4M3 before PV is where the precision goes: with an attention sink the row max is huge, so in forward KV order many non-sink P values underflow to zero (3-bit mantissa, narrow range). Iterating KV in reverse plus a 2^8 scale removes the underflow.",
    }
