# Sources: learner rewrite; misunderstanding of online softmax (two passes)
def designOutline():
    return {
        "memoryTraffic": "We never write the N x N attention matrix to global memory; K and V are streamed tile by tile from HBM.",
        "tiling": "Q blocks of 64 rows per CTA, K/V in 32-row tiles, d = 64.",
        "numericalStability": "A max taken over only part of the row would give wrong probabilities, so the kernel first makes one pass over all K tiles to find the exact row max, then a second pass computes exp(s - max), the sum and P V in fp32.",
        "tradeOff": "The first pass reads all of K once more, so the kernel reads K twice from HBM.",
    }
