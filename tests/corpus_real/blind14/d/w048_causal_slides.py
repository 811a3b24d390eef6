# Sources: S24 (paraphrase), S02* (slide rewrite)
def designOutline():
    return {
        "memoryTraffic": ["Causal FA2 — IO", "one fused kernel; S/P tiles live in registers, never written to HBM", "HBM: Q, K, V in; O + LSE out"],
        "tiling": [
            "Causal FA2 — tiling",
            "Br = Bc = 128, d = 128, one CTA per (Q block, head)",
            "Q block in smem for the whole KV loop; KV blocks with start_n >= (i+1)*Br are never loaded (skipping them saves about half the FLOPs)",
            "Downside: Q block i processes i+1 KV blocks, so the late Q blocks take far longer -> a tail where most SMs idle; launch the heaviest blocks first",
        ],
        "numericalStability": ["Causal FA2 — softmax", "diagonal block masked with -inf before the row max", "fp32 m, l; acc *= exp(m_old - m_new) every KV block; divide by l at the end"],
    }
