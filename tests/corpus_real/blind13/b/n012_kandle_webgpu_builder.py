# Sources: S09 (paraphrase / practitioner rewrite, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "每个 workgroup 从 storage buffer 读一次 Q block，K/V block 各读一次；"
            "S_shared（分数块）和 O_shared（输出累加）只放在 workgroup memory，"
            "整个 N×N 分数矩阵从不写回 storage buffer，最后只写 O。"
        ),
        "tiling": (
            "workgroup_id.x = Q block，.y = head，.z = batch；blockSizeQ = 16，blockSizeKV = 16，"
            "headDim = 64，f32：Q 4 KB + K 4 KB + V 4 KB + S 1 KB + O 4 KB ≈ 17 KB；"
            "causal 时 kv_start > q_row_max 的 KV block 直接 continue。"
        ),
        "numericalStability": (
            "每行 m_shared（running max）初始为 NEG_INF = -1e20，l_shared 为 0；"
            "新块：m_new = max(m_old, 行内最大值)，scale_factor = exp(m_old - m_new)，"
            "l_new = l_old·scale_factor + Σexp(s - m_new)，O_shared 先乘 scale_factor 再加 P·V；"
            "最后 O / l。"
        ),
        "tradeOff": (
            "代价：17 KB 超过 Dawn 默认的 16 KB maxComputeWorkgroupStorageSize，"
            "必须在 requestDevice 时申请 32 KB 的 limit，否则 pipeline 创建直接失败；"
            "有些移动端 adapter 只给 16 KB，只能退回 blockSize 8。"
        ),
    }
