# Sources: S13 (lynx-cortex online softmax page, overflow thresholds) -- learner misunderstanding
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: QK^T, softmax and PV per tile in SRAM; S and P never written to HBM; write O and l."
        ),
        "tiling": (
            "BLOCK_M = 64 rows of Q per CTA kept in shared memory, BLOCK_N = 64 rows of K and V per "
            "iteration, head dim 128, grid (N / 64, B * H)."
        ),
        "numericalStability": (
            "Inputs are bf16, which has the same exponent range as fp32, so exp(s) cannot overflow for real "
            "attention scores and we don't need to subtract the max; we just accumulate exp(s) V and the sum "
            "of exp(s) in fp32 and divide at the end."
        ),
        "tradeOff": (
            "Head dim 256 needs twice the shared memory per tile, so only one CTA fits per SM and the "
            "latency of the K/V loads is no longer hidden."
        ),
    }
