# Sources: S09 (flash-attention issue #410, tridao comment), S40 (issue #145), S02
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV are fused in one kernel; the S matrix stays in SRAM/registers and is never written to HBM, only O (N x d) and L (N) are written.",
        "tiling": "Q blocks of 128 rows per thread block, K/V blocks of 64 rows streamed in a loop, grid = (N/128, batch*heads).",
        "numericalStability": (
            "Some numerical difference versus PyTorch is expected. The right comparison is (FlashAttention "
            "in fp16 - standard attention in fp32) vs (standard attention in fp16 - standard attention in "
            "fp32); these two errors are usually comparable."
        ),
        "tradeOff": (
            "Results are not bitwise equal to the reference: floating point operations aren't exactly "
            "associative, and the kernel sums the row in a different order (block by block), so the "
            "rounding is different."
        ),
    }
