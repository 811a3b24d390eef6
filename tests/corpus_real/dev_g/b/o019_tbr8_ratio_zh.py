# Sources: S24 (learner rewrite in Chinese)
def designOutline():
    L, d = 4096, 128
    sp = 4 * L * L * 2      # 写 S、读 S、写 P、读 P，fp16
    io = 4 * L * d * 2      # Q、K、V、O
    return {
        "memoryTraffic": f"算一下读写比例：L={L}, d={d} 时标准实现光 S/P 的读写就有 {sp // 2**20} MB，而 Q/K/V/O 只有 {io // 2**20} MB。我的融合 kernel 把 S/P 那 {sp // 2**20} MB 整个省掉：分数块只在寄存器里，HBM 只剩 Q/K/V 读和 O 写（K/V 每个 Q 块重读一次）。",
        "tiling": "Br = 128（Q 块常驻 SMEM），Bc = 64（K/V 块流式），d = 128，fp16，约 64 KB 共享内存；8 个 warp，每个 warp 负责 16 行 Q。",
        "numericalStability": "fp32 累加器 + 在线 softmax：每行 m、l，逐块更新并用 exp(m_old - m_new) 重标定。",
        "tradeOff": "Br 提到 256 时 fp32 累加器需要 256×128×4 = 128 KB 寄存器，超出寄存器文件，发生 spill。",
    }
