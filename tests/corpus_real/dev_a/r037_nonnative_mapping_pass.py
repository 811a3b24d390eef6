# sources: S2, S30 (rewritten by a non-native learner in mapping form)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused kernel, S and P only in on-chip memory",
            "decision": "Q block read one time from HBM, K and V blocks read one time per Q block, S_ij / P_ij never write to HBM, at end write O and LSE (one float per row).",
        },
        "tiling": {
            "mechanism": "grid over (Q block, batch*head), loop over K/V blocks",
            "decision": "Br = 128, Bc = 64, d = 128, 4 warps, each warp has 32 rows of Q (Q is split between warps, K and V shared by all warps) so no need to sum between warps.",
        },
        "numericalStability": {
            "mechanism": "online softmax with running max and running sum",
            "decision": "m and l in fp32 for each row; when max become bigger the old O and l get multiply with exp(m_old - m_new); divide by l only one time at the end.",
        },
        "tradeOff": {
            "cost": "more FLOPs in backward",
            "cause": "P is not stored, so backward must compute QK^T and exp again for every tile from the saved LSE.",
        },
    }
