# Sources: S35, S18 (paraphrase / learner rewrite, Vietnamese learner writing English)


def designOutline():
    return {
        "memoryTraffic": "The kernel read Q, K, V from HBM and write O plus one logsumexp per row; the score S and P never written to HBM, they live in SRAM one tile at a time.",
        "tiling": "Prefill: each thread block own 128 query rows in shared memory, K/V stream in 64-row tiles, head dim 128 fp16 so 32 + 16 + 16 KB. For decode there is only 1 query row, so I split the KV sequence into chunks and each thread block do one chunk (split-KV), then combine.",
        "numericalStability": "Each row keep m (running max) and l (running sum) in fp32; when max grow, multiply old acc and l by exp(m_old - m_new). For split-KV each chunk return its own m, l and the combine step rescale chunks by exp(m_chunk - m_global) before sum.",
        "tradeOffs": "If the attention call has no KV cache support, every generation step recompute K and V of all previous tokens, so inference become slower than normal attention with cache — this happened in the LongChat eval script.",
    }
