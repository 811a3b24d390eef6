# Sources: S29 (paraphrase of a Chinese issue thread)
def designOutline():
    return {
        "memoryTraffic": "我们的 kernel 把每个块的 attn_weights 先写回显存，再读回来做 softmax，然后再乘 V。",
        "tiling": "每个 thread block 处理 64 行 query，K/V 每次载入 64 行到共享内存，head_dim = 128。",
        "numericalStability": "attn_weights 减去自己的最大值 max(attn_weights)，这个操作对 softmax 是等价的，可以减少溢出；分块时每块更新最大值，并用 exp(m_old - m_new) 缩放之前的累加和与输出。",
        "tradeOff": "把 softmax 相关的全部转为 fp32 后寄存器占用翻倍，块只能从 128 行降到 64 行，速度变慢。",
    }
