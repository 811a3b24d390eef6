# Sources: S41 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The forward returns softmax_lse (fp32, batch x heads x seqlen) alongside O; the backward reads that LSE instead of P, so nothing N x N is ever stored in global memory.",
        "tiling": "sm80 kernel: Br = 128, Bc = 128 at head dim 64 and Bc = 64 at head dim 128, 4 warps; the Q tile is resident, K/V tiles pass through shared memory.",
        "numericalStability": "The LSE is m + log(l) from the forward's running max m and running sum l (fp32); the backward recomputes P = exp(S - LSE), which is already normalised.",
        "tradeOff": "Training with head_dim > 64 is not supported on sm86: the backward keeps more tiles (Q, K, V, dO, dS) in shared memory than the ~99 KB per block sm86 allows, so it falls back to the slow math path.",
    }
