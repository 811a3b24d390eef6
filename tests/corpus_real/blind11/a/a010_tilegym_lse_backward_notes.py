# Sources: S07 (paraphrase / learner notes on a backward-pass PR)


def designOutline():
    return {
        "memory_traffic": "fwd writes O + LSE only (LSE = B*H*N fp32). no P saved to HBM, S/P only per tile on chip.",
        "tiling": (
            "fwd: BLOCK_M=128 q rows, BLOCK_N=64 kv rows, d=128, one program per (q block, batch*head). "
            "bwd: dkdv kernel holds one kv block and loops over q blocks; dq is a separate kernel."
        ),
        "numerical_stability": (
            "bwd: P = exp(S - LSE) directly; LSE >= rowmax so exp never overflows. "
            "Delta = rowsum(O * dO) precomputed in fp32."
        ),
        "trade_off": (
            "bwd = 3 kernels (preprocess, dkdv, dq) -> extra launches, and S is recomputed twice "
            "(once in dkdv, once in dq) because P was never stored."
        ),
    }
