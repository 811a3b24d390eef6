# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "标准实现：S 写 HBM → 读回做 softmax → P 写 HBM → 读回乘 V，N² 级别读写。"
                         "我的 kernel 把 QK^T、softmax、PV 融合成一个 kernel，S/P 只在寄存器和 shared memory 里，"
                         "HBM 只读 Q、K、V，只写 O 和 LSE。",
        "tiling": "A100 每个 SM 有 192KB SRAM，块越大 K/V 重复读越少，所以取 Br = 256、Bc = 256，head_dim d = 128，"
                  "fp16，K/V 双缓冲（2 stages），Q 块常驻 shared memory，grid = (N/256, batch*heads)。",
        "numericalStability": "每行 running max m 和 running sum l（fp32）；新 KV 块：m_new = max(m, rowmax(S))，"
                              "acc 和 l 乘 exp(m − m_new) 修正后再累加，最后 acc / l。",
        "tradeOff": "head_dim 变大时 Br/Bc 必须变小，否则 SRAM 放不下；块小了，K/V 被重复从 HBM 读的次数（N/Br 次）就变多。",
    }
