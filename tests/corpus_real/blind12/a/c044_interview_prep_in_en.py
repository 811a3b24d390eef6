# Sources: S24 (already-used source; learner rewrite in own words, non-native English)


def designOutline():
    return {
        "memoryTraffic": "Basically the bottleneck is not the arithmetic, it is memory bandwidth only. So in my kernel the n x n score matrix is never going to HBM at all: tiles of Q, K, V come to SRAM, partial attention is computed there itself, and only final output O plus logsumexp per row is written back.",
        "tiling": "Each thread block will take one Q tile of 128 rows and keep it in SRAM till the end; K/V tiles of 64 rows will come one by one in the inner loop. For causal case, tiles fully above diagonal we are simply skipping.",
        "numericalStability": "Online softmax we are doing: running max and running normaliser per row, and partial result is rescaled by exp(old_max − new_max) as each new tile is arriving, so final answer is mathematically exact only.",
        "tradeOff": "One drawback is with causal mask: the last query blocks have to visit all K/V tiles but first ones visit almost none, so work is uneven and some SMs are idle at the end.",
    }
