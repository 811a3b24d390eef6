# Sources: S08 (中文用户改写 / learner rewrite in Chinese)
def designOutline():
    return {
        "memoryTraffic": "减少显存读写，所以速度更快，也更省显存。",
        "tiling": "Q 按 128 行分块，每个 thread block 负责一块并常驻共享内存；K、V 按 64 行分块在内循环里依次加载。",
        "numericalStability": "每一行维护当前最大值 m 和分母 l（fp32）；新块的最大值更大时，用 exp(m_旧 - m_新) 把之前的输出和 l 缩放后再累加。",
        "tradeOff": "反向传播在 head dim > 64 时需要大量共享内存，A10 / 3090 这类卡每个 block 只有约 99KB，所以直接报 RuntimeError，只能换 A100/H100 或者只做推理。",
    }
