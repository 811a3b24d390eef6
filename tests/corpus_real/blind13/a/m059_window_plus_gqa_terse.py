# Sources: S05, S12 (learner rewrite)
# Quiz answer, Mistral-style layer (sliding window + GQA).


def designOutline():
    return {
        "memoryTraffic": "K/V of each kv head read once per Q tile & shared by 4 q heads; S/P stay on chip; write O + lse only.",
        "tiling": "Q tile 128 rows (d=128), KV tiles 64 rows; only KV tiles overlapping [i-4096, i] visited, rest skipped.",
        "numericalStability": "online softmax: fp32 m,l per row; acc & l scaled by exp(m_old - m_new); fully masked row -> guard, output 0.",
        "tradeOff": "partial band tiles still do the full 128x64 QK^T then mask -> wasted matmul + exp on masked entries.",
    }
