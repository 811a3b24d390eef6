# sources: S10 (flowchart), S30; learner who put the softmax under memory traffic
def designOutline():
    return {
        "memoryTraffic": "Memory-wise the key part is the online softmax: per row keep M and L, alpha = exp(M_old - M_new), O = alpha * O + P V, divide by L at the end.",
        "tiling": "BLOCK_M = 64 query rows per program (stay in registers with the O accumulator), BLOCK_N = 32 key rows per loop iteration, head dim 64, grid (N/64, batch*heads), num_warps = 4.",
        "numericalStability": "Scores scaled by 1/sqrt(d); the running max M is subtracted before exp so nothing overflows in fp16; M, L and O are fp32.",
        "tradeOff": "BLOCK_N = 32 keeps registers low but halves the work per iteration, so the loop overhead and the per-iteration rescale (one exp and a multiply of O per row) are paid twice as often as with 64.",
    }
