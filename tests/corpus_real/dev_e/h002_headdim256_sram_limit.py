# Sources: S02, S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "We load blocks of Q, K, V from HBM into SRAM, compute there, and write only the O block back; the attention matrix itself is never stored in HBM.",
        "tiling": "Br = Bc = 64 at head dim 128: one Q block per thread block in shared memory, K/V blocks of 64 rows streamed through in the inner loop.",
        "numericalStability": "The softmax is done in a numerically stable way, like in the paper.",
        "tradeOff": "We could not get a speedup at headdim=256. SRAM is the main constraint (about 163 KB per SM on A100), and as the head dimension grows the Q/K/V blocks only fit if the block size gets very small, which makes the whole computation slower.",
    }
