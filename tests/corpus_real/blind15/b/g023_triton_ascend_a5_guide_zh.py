# Sources: S23 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "GM 里只有 Q/K/V 和 Out:Cube 算 Q@K^T 到 L0C,fixpipe 搬到 UB 给 Vector 做 softmax,"
            "P 从 UB 拷到 L1 再给 Cube 做 P@V,整个过程 qk 和 p 都不回 GM,最后 tl.store 只写 Out。"
        ),
        "tiling": (
            "BLOCK_M = 128,BLOCK_N = 128,HEAD_DIM = 128。fixpipe 用 ROW_SPLIT 把 128 行的 qk 块"
            "拆成两个 64 行给两个 sub-vector 核;Q 块在整个 N 循环里常驻,K/V 每次迭代搬一块。"
        ),
        "numericalStability": (
            "Vector 上做 flash_update:维护每行的 m 和 l(fp32),m_new = max(m, rowmax(qk)),"
            "acc 和 l 乘 exp(m - m_new) 后再加 p@v 的结果,最后除以 l。"
        ),
        "tradeOff": (
            "这是串行版本:Cube 和 Vector 在每次 N 循环迭代里交替执行,Cube 等 Vector 做完 softmax"
            "才能开始 P@V,两种核轮流空闲,流水线有停顿;要并行就得多一份 buffer 和更复杂的同步。"
        ),
    }
