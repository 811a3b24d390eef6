# Sources: S52, S53 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "分块 + 重计算把注意力的显存从 O(N^2) 降到 O(N)：S、P 不写回 HBM，只在 SRAM 中按块"
                         "使用；HBM 只有 Q、K、V 的读和 O、L（每行 logsumexp）的写。",
        "tiling": "A100 上 Q 块 Br = 128 行，K/V 块 Bc = 64 行，head_dim = 128，两级流水线；外层循环"
                  "走 Q 块（每个线程块一个），内层循环流式读入 K/V。",
        "numericalStability": "softmax 需要全局的 max 和 sum，所以用额外的统计量解耦：每行 fp32 的 "
                              "m 和 l，每来一块用 exp(m_旧 − m_新) 修正之前的结果。",
        "tradeOff": "硬件依赖是实打实的：块必须放进每个 SM 的共享内存。在 sm86/sm89 这种只有约 99KB 的卡上，"
                    "head_dim = 256 时 128×64 的块放不下，只能把块缩到 32 行以下，K/V 要被重复读更多次，"
                    "速度明显下降；这也是消费级显卡上大 head_dim 反向不支持的原因。",
    }
