# Sources: S41, S44 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The forward writes O and an fp32 LSE (N floats per head) - nothing N x N. The backward reads Q, K, V, O, dO, LSE and a precomputed D = rowsum(dO * O), and writes dQ, dK, dV.",
        "tiling": "Backward: K/V blocks of 128 rows resident per CTA with their dK/dV accumulators; Q/dO blocks of 64 rows streamed; dQ accumulated in an fp32 buffer.",
        "numericalStability": "P is recomputed as exp(S - LSE), so it is normalised and <= 1 without any max pass; dS = P * (dP - D) in fp32.",
        "tradeOff": "The backward does the QK^T matmul a second time (5 matmuls instead of 4) because P was not saved; that is extra compute, accepted because storing P would cost N^2 memory per head.",
    }
