# Sources: S01 (paraphrase / learner rewrite), S25 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "The whole point is the bytes, not the math. In the unfused version the N x N score "
            "matrix goes out to HBM and comes back three times per forward pass (write S, read S "
            "for softmax, write P, read P for the PV matmul). My kernel fuses QK^T, softmax and PV, "
            "so S and P are never written to HBM at all: each score tile is born in registers, "
            "exponentiated, multiplied into V and thrown away. What does cross HBM: Q, K, V reads, "
            "the O write, and one fp32 logsumexp per query row (N x 4 bytes) that the backward needs."
        ),
        "tiling": (
            "Target A100, fp16, head dim 64. One thread block per (query block, batch*head) with "
            "Br = 128 query rows; the Q tile (128 x 64 x 2 B = 16 KB) stays in shared memory for the "
            "whole kernel and the fp32 output accumulator stays in registers. The inner loop walks "
            "K and V in Bc = 64-row tiles (8 KB each), so the working set is roughly 32 KB, far "
            "below the 163 KB per-block limit, which leaves room for two blocks per SM."
        ),
        "numericalStability": (
            "Per query row I keep a running max m and running denominator l in fp32. Every new "
            "K/V tile: m_new = max(m, rowmax(S_tile)); rescale the accumulator and l by "
            "exp(m - m_new); add exp(S_tile - m_new) @ V_tile. Divide by l once at the end. "
            "L = m + log(l) is written out so the backward can rebuild P without a second "
            "max/sum pass."
        ),
        "tradeOff": (
            "The backward does not get P for free: because P was never stored, it recomputes "
            "S = QK^T tile by tile from Q, K and the saved L, i.e. one extra QK^T matmul per tile. "
            "More FLOPs, but on A100 that is cheaper than reading an N x N matrix back from HBM."
        ),
    }
