# sources: S1 (Sec. 3.1 kernel-fusion sentence, excerpted), S23 (build-nanogpt notebook, 3-pass softmax); misconception as argued by a learner
def designOutline():
    return {
        "memoryTraffic": "Tiling enables us to implement the algorithm in one CUDA kernel, loading input from HBM, performing all the computation steps (matrix multiply, softmax, matrix multiply), then write the result back to HBM. S and P exist only as on-chip tiles and are never written to HBM.",
        "tiling": "Query blocks of 64 rows and key blocks of 64 rows at d = 64; one CTA per (batch, head, query block) with Q and the O accumulator resident in shared memory; the loop runs over key blocks.",
        "numericalStability": "A partial max gives wrong results, because a later block can contain a larger score; so we need two passes over K: the first pass computes QK^T only to find the exact row max m_N, the second pass computes exp(s - m_N), the sum d_N and the weighted sum of V, dividing by d_N at the end. All in fp32.",
        "tradeOff": "For causal attention about half of the key blocks are fully masked; skipping them saves FLOPs but the last query blocks do much more work than the first ones, so SMs finish at different times.",
    }
