# Sources: S37 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "共享前缀的 KV cache 在一个 batch 里只从 HBM 读一次，而不是每个序列各读一次；"
            "注意力分数只在片上计算，不写回 HBM。"
        ),
        "tiling": (
            "把共享同一前缀的所有序列的 query 拼成一个矩阵，按 64 行切块，前缀 K/V 按 128 行"
            "一块流过，这样前缀部分是矩阵乘矩阵而不是矩阵乘向量。"
        ),
        "numericalStability": (
            "前缀部分和后缀部分各自做 softmax 并各自归一化，然后把两部分的输出直接相加，"
            "得到最终结果。"
        ),
        "tradeOff": (
            "前缀越短、batch 越小，共享读取省下的带宽越少；batch=1 时多出来的一个 kernel "
            "启动反而让速度变慢。"
        ),
    }
