# Sources: S39 (paraphrase / 学习者改写)

def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "decode 时按页处理 KV，每个 split 只维护 (m, l, a) 三个状态",
            "decision": "处理完只写回一个 fp32 的部分输出和 LSE；完整的概率矩阵从不写到 HBM",
        },
        "tiling": {
            "mechanism": "把 partial grid 扩到约 256 个 CTA 的形状启发式",
            "decision": "t = max(1, min(topk, floor(256 / (R·Hkv))))，再向下取 2 的幂得到 split 数 S；B=1/4/8/16 时 S = 16/16/8/4，grid 为 (R·S, Hkv)；256 不等于 SM 数",
        },
        "numerical_stability": {
            "mechanism": "m 保存目前最大 logit，l 保存归一化分母，a 保存加权 V 的分子",
            "decision": "出现更大的最大值时旧的 l 和 a 一起乘 exp2(m_old - m_new) 重缩放，分子分母同一尺度；空 split 要 guard；exp2 与 log2-LSE 底数一致",
        },
        "trade_offs": {
            "cost": "多一个合并 kernel，多一次 fp32 部分结果的 HBM 往返",
            "cause": "各 split 的输出各自已经归一化，但在全局 softmax 里的权重不相等，不能直接平均，必须额外保存 LSE 再按 exp(lse_s - lse_max) 加权合并",
        },
    }
