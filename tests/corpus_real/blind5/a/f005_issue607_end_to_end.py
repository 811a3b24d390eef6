# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The essence is hardware acceleration of the matmuls; when seqlen is small the intermediate result of the matrix is read and written from global memory anyway, so it's not much different from normal blocked matmul.",
        "tiling": "blocks of the matrices are processed by different thread blocks",
        "numericalStability": "Running max per row, l = l*exp(m_old - m_new) + rowsum(exp(S - m_new)), O rescaled the same way; final O / l, all in fp32.",
        "tradeOff": "For short sequences attention is only a small share of the model's time, so even a 2x faster attention kernel barely changes end-to-end speed; the speedup only becomes visible once seqlen is long enough for attention to dominate.",
    }
