# Sources: S03 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read from HBM in tiles, output written once; the attention matrix (N x N) is never materialized in global memory because softmax and the PV product happen right after QK^T inside the same kernel.",
        "tiling": "Grid over (batch x heads x query blocks), not just (batch x heads): each thread block takes a 128-row query block and loops over K/V blocks of 64. That way batch 1, 12 heads, seqlen 4096 still launches 12 * 32 = 384 blocks.",
        "numericalStability": "keep per-row max and sum, rescale the partial output whenever the max increases (exp of old max minus new max), accumulate in fp32.",
        "failureMode": "The original FA1 forward only parallelized across (batch size x number of heads): at batch 1 with 12 heads that is 12 thread blocks for a GPU with 108 SMs, so most SMs sit idle and it ran ~2x slower than PyTorch. Splitting the query length into blocks fixes the forward; the backward still has poor small-batch parallelism.",
    }
