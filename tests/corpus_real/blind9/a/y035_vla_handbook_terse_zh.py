# Sources: S09 (paraphrase / learner rewrite, Chinese, terse)
def designOutline():
    return {
        "memoryTraffic": "S/P 不出片：QKᵀ+softmax+PV 一个 kernel，HBM 只读 Q/K/V、写 O 和 LSE。",
        "tiling": "Q 块 128 行/CTA 常驻 smem，K/V 块 64 行流式，d = 128，fp16：32K + 2×16K。",
        "numericalStability": "m、l 用 fp32；m_new = max(m, rowmax)；O、l ×= exp(m − m_new)；最后 O /= l。",
        "tradeOff": "不存 P → 反向重算 S、P，每块多一次 QKᵀ。",
    }
