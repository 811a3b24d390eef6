# Sources: learner rewrite; misconception about max subtraction after LayerNorm
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: S and P only in registers/shared memory, never written to HBM. Reads: Q, K, V; writes: O.",
        "tiling": "BLOCK_M = 64 query rows per program, BLOCK_N = 64 keys per step, head dim 64; K/V double-buffered.",
        "numericalStability": "Because the inputs come out of LayerNorm and are scaled by 1/sqrt(d), the scores stay small, so subtracting the running max is unnecessary; we just accumulate exp(s) and the sum in fp32 and divide at the end.",
        "tradeOff": "Double-buffering K/V doubles their shared-memory footprint (2 x 16 KB at d=64), which reduces the number of CTAs per SM.",
    }
