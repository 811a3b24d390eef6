# Sources: S10 (excerpt of subtitle + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The IO-aware trick lets attention skip the giant N x N score matrix entirely: scores for one tile are made in SRAM, used for PV and dropped. HBM traffic becomes Q, K, V reads plus O writes, so memory is linear in sequence length.",
        "tiling": "Grid = (N/128 query blocks, batch*heads). Each program keeps its 128 x d Q tile and the 128 x d fp32 output accumulator on chip and walks over K/V in 64-key tiles.",
        "numericalStability": "Running max m_i and denominator l_i per query; when tile j has a larger max, scale acc and l_i by exp(m_i_old - m_i_new). The logsumexp m + log(l) is written for the backward pass.",
        "tradeOff": "Larger head dims hurt: at d = 256 the Q, K, V tiles need 4x the shared memory of d = 64, so block sizes must shrink and the tensor cores get less work per load.",
    }
