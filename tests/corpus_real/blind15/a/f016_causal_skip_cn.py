# Sources: S13 (paraphrase / learner rewrite), S01 (paraphrase)
# 看了 tiny-flash-attention 的 issue 之后写的笔记


def designOutline():
    return {
        "memoryTraffic": "S、P 从不写回 HBM，只在片上存一个 tile；HBM 只读 Q/K/V、写 O 和 lse。",
        "tiling": "每个 block 负责 64 行 Q（放在 shared memory），内层循环一次加载 64 行 K/V；"
                  "causal 模式下直接跳过对角线上方的 K/V 块，不做计算，只有对角线上的块才需要逐元素 mask。",
        "numericalStability": "running max + running sum（fp32）；每处理一块 K/V，旧的累加结果乘 exp(m_old - m_new) 再加新块。",
        "tradeOff": "跳过上三角以后，每个 Q 块要算的 K/V 块数不一样（第 i 块算 i+1 个），"
                    "后面的 block 工作量大，前面的早早结束，SM 负载不均衡。",
    }
