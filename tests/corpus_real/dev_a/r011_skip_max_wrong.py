# sources: S21 (second-brain note, memoryTraffic quoted), S17, S14; wrong numerics as argued in a forum reply (rewritten)
def designOutline():
    return {
        "memoryTraffic": "Standard: load Q,K,V complete -> write N x N to RAM -> read N x N -> write output. Flash: load small block -> compute partial in SRAM -> next block -> never writes N x N to RAM. QK^T, scaling, softmax and PV are one kernel; HBM traffic is Q, K, V read, O written.",
        "tiling": "BLOCK_M = 64 query rows per program, BLOCK_N = 64 keys per iteration, head_dim 64; grid (cdiv(N, 64), batch*heads); Q tile stays in SRAM, K/V tiles stream through the inner loop.",
        "numericalStability": "We skip subtracting the max: after LayerNorm and the 1/sqrt(d) scaling the scores are small, and the accumulation is in fp32 which cannot overflow, so we just keep a running sum l += rowsum(exp(S_blk)) and O += exp(S_blk) V, then divide by l at the end.",
        "tradeOff": "Recomputing attention in the backward pass instead of storing P costs one extra QK^T matmul per tile (about 30% more FLOPs in the backward).",
    }
