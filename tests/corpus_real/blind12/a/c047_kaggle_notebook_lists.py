# Sources: S01 (already-used source; learner rewrite in own words)


def designOutline():
    stab = [
        "m_new = max(m, rowmax(S_blk))",
        "scale = exp(m - m_new)",
        "l = l * scale + rowsum(exp(S_blk - m_new))",
        "acc = acc * scale + exp(S_blk - m_new) @ V_blk",
        "after last block: O = acc / l (fp32 accumulators)",
    ]
    return {
        "memoryTraffic": [
            "S_blk and P_blk computed in SRAM, never stored in HBM",
            "reads: Q once, K and V once per query block",
            "writes: O and lse = m + log(l), N floats per head",
        ],
        "tiling": [
            "BLOCK_M = 64 query rows per program (resident)",
            "BLOCK_N = 32 key rows per inner iteration",
            "head_dim = 64, fp16",
            "grid = (N // 64, batch * heads)",
        ],
        "numericalStability": "online softmax per query row: " + "; ".join(stab),
        "tradeOff": [
            "recompute in backward: S_blk = Q K^T again for every block because P was dropped, roughly +1 matmul per block",
        ],
    }
