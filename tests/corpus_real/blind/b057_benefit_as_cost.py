# Sources: S02 (sec. 3.3), S11
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "S and P never leave registers/SRAM; HBM traffic is the Q block once, K and V once per Q block, "
            "and O plus the logsumexp at the end."
        ),
        "tiling": (
            "BLOCK_M = 64 and BLOCK_N = 32 with head dim 64, 4 warps; Q tile kept on chip, K/V streamed; "
            "grid (N / 64, B * H)."
        ),
        "numericalStability": (
            "fp32 running max and sum; scale factor exp(m_old - m_new) applied to the accumulator each step."
        ),
        "tradeOff": (
            "Smaller tiles are good for occupancy: more CTAs fit per SM and the registers per thread go down."
        ),
    }
