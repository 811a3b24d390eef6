# Sources: S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The cube core computes each QK tile into L0C and hands it to the vector core through ping-pong UB buffers; the full S matrix never goes to GM (global memory), only the O tile is stored at the end.",
        "tiling": "Two accumulator tiles alternate between two UB addresses so the cube core computes the next QK tile while the vector core runs the softmax on the current one; the causal mask is applied only on the on-diagonal QK tile using a precomputed E[i][j] = i - j table.",
        "numericalStability": "'GU' (global update): locally computed softmaxes are combined with the global denominator; the old accumulator is multiplied by exp(m_old - m_new) before the new tile is added.",
        "tradeOff": "E[i][j] = i - j is stored in fp16, so once tile indices pass 2048 the differences are not exactly representable and the causal mask on large tiles would be wrong; this caps the tile and sequence offsets.",
    }
