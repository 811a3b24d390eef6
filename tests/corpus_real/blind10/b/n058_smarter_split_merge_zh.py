# Sources: S14 (paraphrase / 中文,另一位作者的笔记)

def designOutline():
    return {
        "memoryTraffic": "split kernel 读自己那段 KV,score 不写显存;只写 partial_out[batch, num_splits, heads, head_dim] 和 partial_lse,合并 kernel 读回它们,写最终输出。",
        "tiling": "grid = (batch, num_q_heads, num_splits),每个 program 处理约 373 个 KV token,块内按 BLOCK_N = 64 循环,一共 132 个 program 正好铺满 128 个 SM。",
        "numericalStability": "每个 split 内部 softmax 已经归一化好了,所以合并的时候直接对各 split 的 partial_out 取平均就行,lse 只是存下来备用。",
        "tradeOff": "多一个 merge kernel,短序列时 split 开销大于收益。",
    }
