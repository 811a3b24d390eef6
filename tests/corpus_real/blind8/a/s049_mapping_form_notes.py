# Sources: S09, S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "single fused forward kernel (QK^T -> online softmax -> PV)",
            "decision": "scores and probabilities never leave SRAM/registers; HBM reads Q, K, V, HBM writes O and M (logsumexp)",
        },
        "tiling": {
            "mechanism": "outer loop over query blocks (grid), inner loop over key/value blocks",
            "decision": "BLOCK_M = 128 query rows resident per program, BLOCK_N = 64 K/V rows per step, 8 warps, grid = (N/128, Z*H)",
        },
        "numericalStability": {
            "mechanism": "online softmax with correction factor alpha",
            "decision": "m_ij = max(m_i, rowmax(qk)); alpha = exp2(m_i - m_ij); acc *= alpha; l_i = l_i * alpha + rowsum(p); all in fp32",
        },
        "tradeOff": {
            "cost": "register pressure",
            "cause": "BLOCK_M = 128 with head dim 128 keeps a 128 x 128 fp32 accumulator per program (64 KB) in registers, so going to 8 warps is needed or it spills",
        },
    }
