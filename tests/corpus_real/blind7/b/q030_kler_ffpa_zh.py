# Sources: S29 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "Q、K、V、O 都是 [B, H, N, D] 的 half;kernel 只读 Q、K、V,写 O,中间的 S 在寄存器里用 MMA 算完直接做 PV,"
            "不落 global memory。"
        ),
        "tiling": (
            "split_q:每个 warp 负责 Q 的一段行,K/V 在所有 warp 之间共享同一份 smem(shared_kv);stages > 1 时用多级 "
            "cp.async 流水,d = 32/64/128 各有一个模板实例。"
        ),
        "numericalStability": (
            "每个 KV 块先减去本块的最大值再算 exp,除以本块的和,然后各块的结果直接相加。"
        ),
        "tradeOff": (
            "stages = 2 时 K、V 的 smem 翻倍,d 大的时候 smem 不够,只能退回 stages = 1。"
        ),
    }
