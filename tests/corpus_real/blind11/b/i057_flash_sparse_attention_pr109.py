# Sources: S35 (paraphrase of a bot review thread plus learner additions)

def designOutline():
    return {
        "memoryTraffic": "Backward: P is not stored by the forward; each (K/V block, Q block) pair recomputes S = Q K^T and P = exp(S - LSE) on chip from the saved logsumexp, so HBM holds only Q, K, V, O, dO, LSE and the gradients, never an N x N buffer.",
        "tiling": "Outer loop over K/V blocks of 128 keys (one CTA each, dK and dV accumulated in registers), inner loop over Q blocks of 64 rows; dQ is accumulated across CTAs with atomic adds in fp32.",
        "numericalStability": "P is rebuilt as exp(S - LSE) with the stored logsumexp, which is >= the row max, so exp never overflows; dS = P * (dP - D) with D = rowsum(dO * O) precomputed in fp32 (the review flagged a change to p * (p >= 0 ? dp - d : d) as breaking the standard softmax gradient).",
        "tradeOff": "The backward redoes the QK^T matmul for every block because P was dropped, about one extra forward-sized matmul; and the fp32 atomic adds on dQ make results differ run to run in the last bits.",
    }
