# Sources: S15 (paraphrase / 中文)

def designOutline():
    return {
        "memoryTraffic": "Decoding 阶段 query 长度为 1,每生成一个 token 都要从 HBM 读取整个 KV Cache(CodeLlama-34B、64k 上下文时约 2GB);score 向量在片上算完就丢弃,不写回 HBM。",
        "tiling": "Flash-Decoding 在 KV 序列方向再切分:把 KV Cache 分成若干 split,每个 split 一个 thread block,并行度从 batch × head 提高到 batch × head × split,A100 的 108 个 SM 都能用上。",
        "numericalStability": "每个 split 独立计算自己那一段的 softmax(减去本段最大值、除以本段的和),最后把各个 split 的输出直接相加得到最终结果。",
        "tradeOff": "需要额外一个 reduce kernel 来合并各 split 的结果;batch 很大时 SM 本来就够用,切分只会增加这一步的开销。",
    }
