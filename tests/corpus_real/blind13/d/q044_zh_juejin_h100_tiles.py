# Sources: S28 (*) (paraphrase, rendered in Chinese), S27 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": [
            "读:Q(每个 CTA 读自己的 128 行一次)、K 和 V(每个 Q 块完整读一遍)。",
            "写:O(bf16)和每行一个 fp32 的 LSE。",
            "S、P 只在寄存器里,不写 HBM —— QK^T、softmax、PV 融合在一个 kernel 里。",
        ],
        "tiling": [
            "H100,d = 128,bf16。",
            "Br = 128(两个 consumer warpgroup 各 64 行),Bc = 128,K/V 两级流水。",
            "共享内存:Q 32 KB + 2 × (32 + 32) KB = 160 KB < 227 KB。",
            "一个 producer warpgroup 只负责 TMA 搬运。",
        ],
        "numericalStability": [
            "softmax 在 fp32 寄存器中计算,行最大值 m、行和 l 持续更新。",
            "m 变大时 O 累加器乘 exp2(m_old − m_new) 修正;log2(e) 预先乘进 scale。",
            "保存 LSE 供反向使用。",
        ],
        "tradeOff": [
            "warp specialization 依赖 TMA 和 WGMMA,只有 Hopper 有,所以这套 kernel 不能在 A100 上运行,"
            "A100 只能退回 FA2。",
        ],
    }
