# Sources: S36 (*) (paraphrase), S14 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused QK^T + softmax + PV in one Triton kernel",
            "decision": "S and P exist only as BLOCK_M x BLOCK_N register tiles and are never "
                        "stored to HBM; the kernel writes O and M (= m + log2 l) per row",
        },
        "tiling": {
            "mechanism": "one program per (BLOCK_M query rows, batch*head); loop over K/V",
            "decision": "A100, d = 64, fp16: BLOCK_M = 128, BLOCK_N = 64, num_stages = 2, "
                        "num_warps = 4 -> 16 + 2 x (8 + 8) = 48 KB of smem. Trade-off: "
                        "num_stages = 2 costs an extra K/V buffer, so at BLOCK = 128 and d = 128 "
                        "the same config needs 160 KB and fails on 99 KB consumer cards; there "
                        "num_stages = 1 is required and loads stop overlapping the MMAs.",
        },
        "numericalStability": {
            "mechanism": "online softmax, base 2",
            "decision": "qk_scale = sm_scale * 1.44269504; m_ij = max(m_i, rowmax(qk) * "
                        "qk_scale); p = exp2(qk * qk_scale - m_ij); alpha = exp2(m_i - m_ij) "
                        "rescales acc and l_i; all in fp32",
        },
    }
