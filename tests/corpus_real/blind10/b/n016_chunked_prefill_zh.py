# Sources: S16 (paraphrase / 中文)

def designOutline():
    return {
        "memoryTraffic": "Chunked prefill:把 prompt 按 chunk_size 切开,每个 chunk 算一次 scores = q_chunk @ k^T,得到 512 × seq_len 的矩阵存在显存里,做完 softmax 再乘 v;这样显存里同时只有一个 chunk 的 score,不会 OOM。",
        "tiling": "query 方向按 chunk_size = 512 分块,每个 chunk 只和它之前(含自身)的 key 做因果 attention,chunk 之间串行,KV cache 逐步追加。",
        "numericalStability": "每个 chunk 的每一行都能看到它全部可见的 key,所以直接用 F.softmax(内部减去行最大值、fp32 计算)就是精确的,不需要跨块修正。",
        "tradeOff": "chunk 之间必须串行执行,短 prompt 时多出来的 kernel 启动和 Python 调度开销会超过省下的显存,所以 chunk_size 太小会变慢。",
    }
