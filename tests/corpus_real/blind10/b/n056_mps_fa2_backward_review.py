# Sources: S07 (paraphrase / reviewer's notes)

def designOutline():
    return {
        "memoryTraffic": "Forward writes only output and logsumexp (two tensors); no [L, S] attention weights buffer in MPS memory.",
        "tiling": "flash_attn_fwd<T, D>: 32 query rows per threadgroup, K+V tiles of 64 keys at D = 64 in threadgroup memory; the dK/dV kernel iterates over query head groups per KV head for GQA.",
        "numericalStability": "Running max plus normalizer in float; the partial output is rescaled when the max increases; logsumexp saved so the backward can rebuild P = exp(S - LSE) exactly.",
        "tradeOff": "Recomputation.",
    }
