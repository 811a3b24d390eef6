# Sources: S08 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: S e P ficam on-chip (TMEM/SMEM), nunca na HBM. HBM: lê Q, K, V, escreve O e LSE. É por "
            "isso que é memory-efficient, não por menos FLOPs."
        ),
        "tiling": (
            "O tile size muda conforme bf16 vs fp8, causal vs não-causal, H100 vs B200 (como o tridao respondeu no "
            "issue). Para bf16 no H100 eu uso Q tile de 128 rows, K/V tiles de 128 rows, d = 128, 2 stages: "
            "32 + 2×64 = 160 KB de SMEM."
        ),
        "numericalStability": (
            "Online softmax em fp32: running max m e soma l; quando m cresce, acc e l são multiplicados por "
            "exp2((m_old − m_new)·log2e); no final O = acc / l."
        ),
        "tradeOff": (
            "Custo: cada GPU e cada dtype precisa de retuning dos tiles, porque o SMEM disponível e a razão entre "
            "SFU (exp) e tensor cores mudam — um tile ótimo no H100 pode spillar ou nem caber em outra placa."
        ),
    }
