# Sources: S21 (中文学习者改写)
def designOutline():
    return {
        "memory_traffic": (
            "WebGPU 的 prefill shader 只从 storage buffer 读 Q、K、V，写 O；QK^T 的结果和 softmax 概率都在"
            "寄存器和 workgroup 共享内存里用完就丢，不写回显存。"
        ),
        "tiling": (
            "每个 workgroup 负责一个 query 块和一个 head：因果注意力用 128 个线程，非因果用 256 个。K/V 按 "
            "kv_step 个 token 一段放进共享内存，kv_step 由主机根据适配器保证的最小 subgroup 大小选 8 或 16；"
            "K、V 转置存成 [head_size_vec][kv_step]，相邻 lane 访问相邻地址，没有 bank 冲突。"
        ),
        "numerical_stability": (
            "在线 softmax：每行用 f32 维护 running max 和 running sum，subgroup shuffle 做行内规约；"
            "max 变大时把之前的输出乘 exp(m_old - m_new)，最后除以 sum。"
        ),
        "trade_offs": "TODO",
    }
