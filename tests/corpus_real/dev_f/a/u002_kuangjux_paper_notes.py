# Sources: S02 (excerpt + paraphrase), S22 (background)
# 读知乎后整理的论文笔记，后面懒得写完


def designOutline():
    return {
        "memoryTraffic": (
            "标准的 Attention 算法对于 (1) S=QK^T 需要从 HBM 读取 2 次，写入 1 次，对于 (2) softmax "
            "需要从 HBM 读取一次，写入一次，对于 (3) O=PV 需要从 HBM 读取 2 次写入一次。"
            "Attention 的瓶颈主要在访存上，所以 FlashAttention 的主要思路是优化 MAC（Memory Access Cost）。"
        ),
        "tiling": (
            "Q 切成 T_r 个 B_r×d 的块，K、V 切成 T_c 个 B_c×d 的块，B_c = ⌈M/4d⌉，B_r = min(⌈M/4d⌉, d)。"
            "外循环遍历 K_j、V_j（加载到 SRAM），内循环遍历 Q_i，每次把 O_i、l_i、m_i 读进来更新后写回。"
        ),
        "numericalStability": (
            "为了避免溢出用 softmax 的稳定版本：m(x) = max(x_1..x_B)，f(x) = [e^{x_1 − m(x)}, …, e^{x_B − m(x)}]，"
            "l(x) = Σ f(x_i)，softmax = f(x)/l(x)。分块时 [x(1), x(2)]：m = max(m(x1), m(x2))，"
            "l = e^{m(x1)−m}·l(x1) + e^{m(x2)−m}·l(x2)，先求局部的再动态更新成全局的。"
        ),
    }
