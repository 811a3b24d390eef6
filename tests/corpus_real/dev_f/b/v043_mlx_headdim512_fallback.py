# Sources: S43 (paraphrase of issue comment)
def designOutline():
    return {
        "memoryTraffic": "Decode (qL = 1) is KV-bandwidth-bound: reads are K + V = 2 * seqK * d * n_kv * 2 bytes; d = 512 with 4 KV heads reads the same 33.5 MB at seqK = 4096 as d = 256 with 8 heads; Q and O are KB-scale.",
        "tiling": "Fused prefill kernels exist for head dims {64, 80, 128}; the decode vector kernel covers its own set; d = 512 has neither.",
        "numericalStability": "Same as the other SDPA kernels.",
        "tradeOff": "No fused d = 512 path: every Gemma global-layer call silently falls back to the generic path that materialises the scores, so it is slower than a byte-equivalent supported shape.",
    }
