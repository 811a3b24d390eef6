# Sources: S08 (paraphrase of PR title/review)
def designOutline():
    return {
        "memoryTraffic": "Eligible prefill goes through the fused oneDNN SDPA graph: QK^T, mask, softmax and PV are one XMX kernel, so the scores never reach device memory; it reads the f16 KV cache and Q and writes dst.",
        "tiling": "Prefill only: decode (batch 1) stays on the existing VEC/TILE EU-SIMD kernels; the TILE kernel keeps a Q tile per work-group and streams K/V tiles through SLM.",
        "numericalStability": "Softmax in f32 inside the graph with the running max subtracted; the f16 inputs are upcast before exp.",
        "tradeOff": "Speed-up is only x1.21 at p=512 but x4.26 at p=80k: at short prompts the avoided N^2 score traffic is small and graph setup/dispatch overhead eats most of it.",
    }
