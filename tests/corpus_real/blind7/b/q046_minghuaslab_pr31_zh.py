# Sources: S45 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashDecoding:每个核只从 GM 读自己那一段 KV,中间的 score 留在片上(UB/L0C),只把部分 O 和 lse 写到 "
            "workspace,再由 CombineScale 合并。"
        ),
        "tiling": (
            "num_splits = 0(auto):走原来的被动均分;num_splits = 1:绝对不切 KV,任务数 ≤ 核数时每任务一核;"
            "num_splits > 1 且总段数 ≤ 核数:每个任务的 KV 强制均分 num_splits 段,每段映射一个核。"
        ),
        "numericalStability": "kernel 端和 CombineScale 合并链路零改动复用。",
        "tradeOff": "num_splits > 1 时 hint 可能被忽略,回退被动均分。",
    }
