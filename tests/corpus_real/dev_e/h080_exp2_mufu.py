# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S = QK^T is formed in registers and consumed by PV in the same kernel; HBM traffic is Q, K, V reads plus O and LSE writes.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_warps = 4, num_stages = 3; grid = (cdiv(N, 128), B*H).",
        "numericalStability": "Scores are pre-multiplied by log2(e) / sqrt(d) so the kernel can use exp2 (one MUFU instruction) instead of exp; the running max is kept in the same base-2 units, and alpha = exp2(m_old - m_new) rescales acc and l in fp32.",
        "tradeOff": "num_stages = 3 keeps three K/V tiles in flight to hide HBM latency, but each stage is another 16 KB of shared memory, so at HEAD_DIM = 128 three stages fit only one program per SM.",
    }
