# Sources: S22 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "把 QK^T、softmax、PV 融合成一个 kernel：S_ij 只在共享内存/寄存器里算完就用掉，不写回 HBM。"
            "中间存储从标准 attention 的 O(S²) 降到 O(S)，HBM 上只写 O 和每行的 m、l。"
        ),
        "tiling": (
            "kBlockM = 64（Q 块），kBlockN = 64（K/V 块），kHeadDim = 64，每个 block 128 个线程。"
            "外层循环遍历 Q 块，内层循环遍历 K、V 块；fp16 下 Q、K、V 三块共 24 KB 共享内存。"
            "如果报 too much shared memory，就把 kBlockM/kBlockN 降到 32。"
        ),
        "numericalStability": (
            "在线更新：m_new = max(m_old, max(S_new))，P_new = exp(S_new − m_new)，"
            "l_new = exp(m_old − m_new)·l_old + sum(P_new)，O_new = exp(m_old − m_new)·O_old + P_new @ V，"
            "最后除以 l；m 和 l 用 fp32。"
        ),
        "tradeOff": (
            "和 PyTorch 参考结果有 1e-3 量级的差异：原因是 FP16 只有 10 位尾数，再加上分块后累加顺序不同，"
            "舍入误差不一样。"
        ),
    }
