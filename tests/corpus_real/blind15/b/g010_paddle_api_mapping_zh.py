# Sources: S11 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "paddle.nn.functional.flash_attention 和 flash_attn_func 一样:融合 kernel 读 query、key、"
            "value,softmax(QK^T) 不落到显存,只写 out(return_softmax=True 时才额外写回概率,调试用)。"
        ),
        "tiling": (
            "Q 按 128 行一块放在 shared memory,一个 thread block 负责一个 (块, batch, head);"
            "K/V 以 64 行为单位循环读入。"
        ),
        "numericalStability": (
            "在线 softmax,每行保存 running max 和 running sum(fp32),遇到更大的 max 时把之前的输出"
            "按 exp(m_old - m_new) 缩放;最后保存 softmax_lse 给反向。"
        ),
        "tradeOff": (
            "迁移时注意:Paddle 没有 softmax_scale、window_size、softcap、alibi_slopes、deterministic "
            "这些参数,暂无转写方式;fixed_seed_offset、rng_name、training 是 Paddle 独有的,保持默认即可。"
        ),
    }
