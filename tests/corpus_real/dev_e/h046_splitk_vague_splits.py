# Sources: S36 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each split writes its partial O (fp32) and LSE per row to an HBM workspace; the combine reads them and writes the final O. S is never written.",
        "tiling": "Choose a number of splits that works well for the GPU.",
        "numericalStability": "Combine with the LSEs: weights exp(lse_s - max_s lse_s), normalised by their sum, all in fp32.",
        "tradeOff": "Splitting adds a reduction of the partial outputs; the overhead is only hidden when seqlen_k is large and batch x heads alone cannot fill the SMs.",
    }
