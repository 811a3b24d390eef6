# Sources: S43 (中文学习者改写)
def designOutline():
    return {
        "memoryTraffic": (
            "块稀疏注意力仍然是一个融合 kernel：只读被保留的 K/V 块和 Q，写 O 与每行的 LSE；被掩掉的 128×128 块"
            "根本不从 HBM 读，S/P 也从不写回 HBM。"
        ),
        "tiling": (
            "FlashAttention-2 沿序列方向按 64 或 128 个 token 分块，不在 head dim 上切。我把稀疏块大小定成 128，"
            "和 kernel 的 BLOCK_M = BLOCK_N = 128 对齐：d = 64、fp16 时 Q 块 16KB 常驻共享内存，K/V 块各 16KB，"
            "合计 48KB。这样每个稀疏块正好是一次主循环迭代，整块被掩掉就直接跳过这次迭代，不需要在块内再做掩码。"
        ),
        "numericalStability": (
            "在线 softmax 用 fp32 的 running max / sum，遇到更大的最大值就按 exp(m_old - m_new) 缩放累加器。"
            "如果一整行的块都被掩掉，m 保持 -inf，这时令输出为 0，避免 exp(-inf - (-inf)) 得到 NaN。"
        ),
        "tradeOff": (
            "稀疏块大小被绑死在 128：要支持 64 需要改 CuTe 里的数据拷贝和 MMA 划分，以及 launch template 里的 "
            "tile 尺寸，否则块内还要额外做掩码，每次迭代都变慢。"
        ),
    }
