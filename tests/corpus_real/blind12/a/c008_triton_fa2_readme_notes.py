# Sources: S08 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "one fused Triton kernel (_attn_fwd) does QK, softmax and PV together",
            "decision": "attention matrix is not stored to global memory at all; kernel reads Q tile one time, K/V tiles through tensor descriptors, writes back only output and M (the running max / logsumexp per row) which backward need",
        },
        "tiling": {
            "mechanism": "grid = (cdiv(N, BLOCK_M), batch*heads), inner loop (_attn_fwd_inner) walk over K/V",
            "decision": "BLOCK_M = 128 query rows per program kept on chip, BLOCK_N = 64 keys per step, num_stages = 3 for software pipelining of K/V loads, head_dim 64",
        },
        "numericalStability": {
            "mechanism": "online softmax with m_i, l_i",
            "decision": "alpha = exp2(m_i - m_ij) is the correction factor when max change; acc and l_i multiply by alpha then add p @ v; scale is folded with log2(e) so we use exp2; at the end output = acc / l_i",
        },
        "tradeOff": {
            "cost": "no tuning for hardware, BLOCK sizes fixed",
            "why": "fixed BLOCK_M=128 at head_dim 128 makes the fp32 acc 128x128 = 64 KB in registers per program, so on smaller GPU it spill and occupancy go down; need re-tune per GPU",
        },
    }
