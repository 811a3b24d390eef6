# Sources: S09 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "把读 Q、K → 算 S → 写回 HBM → 读 S → softmax → 写回 → 读 P、V 这些步骤融合进同一个 CUDA kernel。"
                         "数据一旦从 HBM 加载到 SRAM，就在 SRAM 里完成 QKᵀ、softmax、PV，只把最终结果 O 写回 HBM。",
        "tiling": "SRAM（L2 Cache）有几十 MB，一个 head 的 K、V（N = 4096、d = 64、fp16 才 1MB）可以整块放进 SRAM，"
                  "然后 Q 按 128 行分块，每块直接和整个 K、V 计算。",
        "numericalStability": "维护运行中的最大值 m 和累积和 l：m_new = max(m_old, m_block)，"
                              "l_new = exp(m_old − m_new)·l_old + exp(m_block − m_new)·l_block，输出也用同样的因子缩放。",
        "tradeOff": "反向传播不保存 P，用 Q、K、V 重新计算 attention，FLOPs 增加；但因为是 IO-bound，整体反而更快。",
    }
