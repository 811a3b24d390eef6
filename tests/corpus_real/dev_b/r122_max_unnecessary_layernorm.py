# sources: S1, S29 (online-softmax explainer and short notes; learner rewrite that drops the max)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel: read Q once per block, stream K and V blocks, write O. S = QK^T and P stay in SRAM/registers and are never written to HBM, so HBM traffic is about 4Nd elements instead of O(N^2).",
        "tiling": "Q blocks of 64 rows per CTA, K/V blocks of 64 rows loaded in a loop, head dim 64, 4 warps; grid (N/64, batch*heads).",
        "numericalStability": "We skip subtracting the max: with pre-LayerNorm the scores stay small, and bf16 has the same exponent range as fp32, so exp cannot overflow. Keep only the running sum l += rowsum(exp(S_ij)) and O += exp(S_ij) V_j, divide by l at the end.",
        "tradeOff": "Small head dim: with d = 64 each K/V tile is only 8 KB in fp16, so the QK^T matmul is short and the softmax exp on the SFU becomes a larger fraction of the time, which lowers tensor-core utilisation.",
    }
