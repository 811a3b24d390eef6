# Sources: S12 (paraphrase / learner rewrite)
# 写 flash_attn_v1.cu 时对 online softmax 迭代公式的疑问


def designOutline():
    return {
        "memoryTraffic": (
            "每个 block 先把 Q_i 从 global memory 读进 shared memory，K_j、V_j 一块一块读进来；"
            "S_ij 只存在 shared memory 里，算完就覆盖，不写回 global memory；最后只写 O_i、l_i、m_i。"
        ),
        "tiling": "Bc = Br = 32，d = 64；grid = (batch, n_head)，每个 thread 负责 Q 块里的一行。",
        "numericalStability": (
            "row_m_new = max(row_m_prev, row_m)；row_l_new = exp(row_m_prev − row_m_new)·row_l_prev "
            "+ exp(row_m − row_m_new)·row_l；O 也按 exp(row_m_prev − row_m_new) 缩放后再加新块。"
            "注意：验证时 fmaxf(nan, 0.0f) 返回 0，会把 NaN 吞掉，所以比较误差要先用 isnan 检查。"
        ),
        "tradeOff": (
            "代价：一个线程算一行，Br = 32 时一个 block 只有 32 个线程，SM 上的 warp 太少，"
            "访存延迟藏不住，tensor core 也完全没用上，所以比 cuBLAS 拼出来的版本还慢。"
        ),
    }
