# Sources: S44 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Backward reads Q, K, V, O, dO and LSE from HBM and writes dQ, dK, dV; P is rebuilt on chip, and dQ is accumulated with fp32 atomic adds in global memory.",
        "tiling": "Backward: BLOCK = 128 for both M and N, num_warps = 8, num_stages = 1; grid over K/V blocks, each program loops over all Q blocks.",
        "numericalStability": "delta = rowsum(dO * O) is precomputed in fp32; P = exp(qk * scale - lse) uses the forward's stored logsumexp so it is already normalised and bounded by 1.",
        "tradeOff": "With BLOCK 128 and num_warps 4 the backward took 280 ms vs 4 ms for the CUDA kernel at N = 4096: a 128 x 128 tile on only 4 warps leaves each thread too many fp32 values, so registers spill; 8 warps brings it to ~20 ms.",
    }
