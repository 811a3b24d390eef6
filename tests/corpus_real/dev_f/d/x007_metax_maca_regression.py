# Sources: S04 (learner rewrite in Chinese)
def designOutline():
    return {
        "memoryTraffic": "尽量减少显存访问，提高带宽利用率，让 attention 的访存更高效。",
        "tiling": (
            "沐曦 MACA 卡每个 block 只有 64KB 共享内存，所以回归测试里把分块调小：block_M = 64（每个 block "
            "负责 64 行 Q），block_N = 32（内层循环每次读 32 行 K/V），dim = 128，num_stages = 1，threads = 128。"
            "Q 块 64×128×2B = 16KB 常驻共享内存，K、V 块各 32×128×2B = 8KB，一共 32KB，不超过 64KB。"
            "grid = (seq_len/64, heads, batch)。"
        ),
        "numericalStability": (
            "online softmax：每行维护 fp32 的 running max 和 running sum，新块的最大值更大时用 "
            "exp(m_old - m_new) 缩放之前的累加结果和 sum，最后除以 sum。"
        ),
        "tradeOff": (
            "num_stages = 1 没有双缓冲，加载 K/V 的延迟不能和计算重叠，所以性能数字比默认配置低；"
            "这只是为了让 64KB 共享内存的卡能跑起来。"
        ),
    }
