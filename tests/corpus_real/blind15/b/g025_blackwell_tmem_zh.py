# Sources: S25, S24 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "Blackwell 上 TensorCore 的输入输出走 TMEM:S = QK^T 直接写进 TMEM,softmax 后的 P 也"
            "放回 TMEM 给第二个 MMA 用,S、P 都不出芯片;HBM 只读 Q/K/V、写 O 和 lse。"
        ),
        "tiling": (
            "TMEM 一共 128 行(lane)x 512 列,每格 4B;一个 CTA 取 128 行 Q,正好一行 Q 对一个 lane,"
            "S 块 128 x 128 用 128 列,O(d=128)再用 128 列;K/V 每次 128 行,双缓冲。"
        ),
        "numericalStability": (
            "TMEM 的分配以列为单位,最少 32 列,必须是 2 的幂;alloc 和 dealloc 必须由同一个 warp 执行,"
            "每个 warp 只能访问 32 个 lane,所以要一个 warpgroup 才能读完整的 128 行。"
        ),
        "tradeOff": (
            "TMEM 只有 256KB,S 和 O 同时放进去,head_dim 变成 256 时 O 就要 256 列,再加 S 的两份 "
            "buffer(各 128 列)就正好占满 512 列,没有余量,只能减小 K 块或放弃双缓冲。"
        ),
    }
