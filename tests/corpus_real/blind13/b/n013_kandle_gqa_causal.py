# Sources: S09 (paraphrase / practitioner rewrite, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "每个 workgroup 只从显存读 Q block 一次、K/V block 各一次；"
            "S_shared 只在 workgroup memory 里，不写回 storage buffer；最后只写 O。"
        ),
        "tiling": (
            "workgroup_id.x = Q block，.y = Q head，.z = batch；blockSizeQ = 32，"
            "blockSizeKV = 32，headDim = 64；causal 时整块在对角线之后的 KV block 跳过。"
        ),
        "numericalStability": (
            "我们全程用 f32，范围到 3.4e38，所以 exp 之前不需要减去 running max，"
            "直接累加 exp(s) 和 exp(s)·V，最后除以总和就行。"
        ),
        "tradeOff": (
            "代价：GQA 时 head_kv = head_q / gqaRatio，同一组的多个 Q head 各自的 workgroup "
            "重复从显存读同一份 K/V，K/V 读取量放大 gqaRatio 倍。"
        ),
    }
