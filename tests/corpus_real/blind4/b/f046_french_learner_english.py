# Sources: S11, S29 (French learner writing in English; paraphrase)
def designOutline():
    return {
        "memoryTraffic": "The matrix of attention (N x N) is never written in the HBM, it stays in the SRAM by pieces; we read Q, K, V one time per block of queries and we write O and the logsumexp.",
        "tiling": "Pieces of 64 lines for Q (kept in the shared memory during all the loop) and 64 lines for K, V (they pass one after the other), grid of (N/64) x (batch*heads) blocks.",
        "numericalStability": "We keep for each line the max and the sum; when a new piece has a bigger max we multiply the old sum and the old output by exp(ancien max - nouveau max), everything in fp32.",
        "tradeOff": "For the causal case the blocks of the first lines have almost nothing to do and the last ones have all the keys: the blocks do not finish at the same time and some SMs wait (imbalance).",
    }
