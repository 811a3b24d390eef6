# Sources: S01, S05 (paraphrase / learner rewrite)
# 考前速记


def designOutline():
    return {
        "memoryTraffic": "S/P 不出片；HBM：读 Q,K,V，写 O + L（每行一个 fp32）",
        "tiling": "Br=128 Q 常驻 smem，Bc=64 K/V 流式；grid=(N/128, B·H)；4 warps",
        "numericalStability": "running m,l (fp32)；m 变大 → acc,l ×= exp(m_old−m_new)；末尾 acc/l",
        "tradeOff": "bwd 重算 QKᵀ（P 没存）→ 多一次 GEMM/块",
    }
