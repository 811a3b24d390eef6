# Sources: S42 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "每个 workgroup 处理一个 Q block: Q_shared, K_shared, V_shared, S_shared, O_shared 都在 var<workgroup>; S 不写回 storage buffer, 只在最后 O = O_shared / l 写回.",
        "tiling": "按 block 迭代 K/V, blockSizeQ 和 blockSizeKV 是 shader 生成时的常量; workgroup_id.x = Q block, .y = Q head, .z = batch; GQA: head_kv = head_q / gqaRatio; causal 时 kv_start > q_row_max 的 block 直接 continue 跳过.",
        "numericalStability": "NEG_INF 用 -1e20 而不是 -inf; m_new = max(m_old, rowmax(S)); scale_factor = exp(m_old - m_new); l_new = l_old * scale_factor + sum(exp(S - m_new)); O = O * scale_factor + sum(exp(S - m_new) * V).",
        "tradeOff": "默认 f32 存储 (f16 需要扩展), 加上 O_shared 也放在 workgroup memory, blockSizeQ * headDim * 4 字节很快就超过 WebGPU 默认的 16 KB workgroup storage 限制, 所以 block 只能很小.",
    }
