# Sources: S14 (paraphrase / 中文, computed strings)

def designOutline():
    sms = 128
    heads = 12
    splits = 11
    return {
        "memoryTraffic": "decode 阶段每个 token 都要把 KV cache 从显存读一遍;split kernel 只读自己那段 KV,score 不落显存,只写 partial_out(fp16)和 partial_lse(fp32),合并 kernel 再读回这些小张量。",
        "tiling": f"原来的 grid = (batch, num_q_heads) = 1 x {heads},RTX 4090 有 {sms} 个 SM,只用到约 9%。split-K 后 grid = (batch, num_q_heads, num_splits) = 1 x {heads} x {splits} = {heads*splits} 个 block,每个 program 只处理 KV[split_start:split_end](约 373 个 token),块内按 BLOCK_N = 64 循环。",
        "numericalStability": "每个 split 内部跑 online softmax(running max、running sum,fp32),输出 partial_lse;合并时取全局 lse_max,每个 split 的输出乘 exp(lse_i − lse_max) 加权再归一化,结果与不切分完全一致。",
        "tradeOff": "多了一个 merge kernel 和 partial_out/partial_lse 的读写;短序列时每个 split 只有几个 BLOCK_N,合并开销反而超过并行收益,所以 num_splits 要按 seq_len 选。",
    }
