# Sources: S22, S18 (learner rewrite, exam answer)
def designOutline():
    return {
        "memoryTraffic": (
            "S and P are never materialised in HBM. Each thread block reads its Q block and the K/V blocks from HBM "
            "and writes only its O block and the logsumexp back."
        ),
        "tiling": (
            "To minimise the number of passes over K and V, I pick big tiles: Br = 1024, Bc = 1024 and d = 64, so "
            "whole chunks of Q, K and V stay in SRAM at the same time and the inner loop runs only N/1024 times."
        ),
        "numericalStability": (
            "Online softmax: running max and running sum per row in fp32, previous accumulator rescaled by "
            "exp(m_old - m_new) whenever a block increases the max, final division by the sum."
        ),
        "tradeOff": (
            "Causal masking makes the work per query block uneven (the last block sees all keys, the first only "
            "one block), so some SMs finish early and wait."
        ),
    }
