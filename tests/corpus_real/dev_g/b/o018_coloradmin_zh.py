# Sources: S23 (paraphrase in Chinese)
def designOutline():
    return {
        "memoryTraffic": "避免从全局内存读写注意力矩阵：S 块在寄存器中算出、在共享内存里和 V 相乘后即丢弃，从不落到 HBM。HBM 里每个 Q 块只读一次，K、V 每个 Q 块扫一遍，输出 O 只写一次。",
        "tiling": "每个 CTA 一个 128 行的 Q 块，grid = (N/128, batch×heads)；K、V 按 64 行一块流入共享内存，两级流水（d = 64 时共 16 KB + 2×16 KB）。",
        "numericalStability": "不访问整行也能算 softmax：running max 与 running sum 存 fp32，每来一个块用 exp(m_old − m_new) 缩放旧的累加值。",
        "tradeOff": "反向不能存中间注意力矩阵，只能重算 S、P，多一次矩阵乘的计算量。",
    }
