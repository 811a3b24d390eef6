# Sources: S15 (excerpt + paraphrase, zh)
def designOutline():
    return {
        "memoryTraffic": (
            "Ascend 上 Q/K/V 分块从 GM 搬到 L1/UB，QK^T 的结果在 L0C/UB 中做 SoftmaxFlashV2，再和 V 相乘，"
            "中间的 S、P 不写回 GM，只输出 O 以及每行的 max、expSum。"
        ),
        "tiling": (
            "对 S 的 last 轴切分：每次只处理一段列（基本块 last 轴为 128 的倍数），m 方向按行块切分，例如 [80, 144] 的输入；"
            "inMax、inSum 每行 32B 对齐存放，随列块循环更新。"
        ),
        "numericalStability": (
            "SoftmaxFlashV2（对应 FlashAttention-2）：update 时 x_max = max(inmax, rowmax(src))，"
            "exp_max = exp(inmax - x_max)，x_sum = exp_max * insum + sum(exp(src - x_max))；"
            "之前的累加结果乘 exp_max 修正，最后再除以 x_sum。"
        ),
        "tradeOff": (
            "代价：需要额外的 expMax、inMax、inSum 张量（last 轴固定 32B）和临时空间，UB 容量被占用，"
            "所以 m 方向的切块大小受限。"
        ),
    }
