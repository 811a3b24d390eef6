# Sources: S07, S05 (paraphrase / learner rewrite, Tamil-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "ஒரே fused kernel: S, P HBM-க்கு போகவே போகாது, SRAM tile-ஆக மட்டும்; HBM reads Q, K, V, "
            "writes O and logsumexp per row."
        ),
        "tiling": (
            "Br = 128 Q rows per thread block, shared memory-இல் stay; K/V Bc = 64 rows inner loop-இல் "
            "stream, 2 pipeline stages, 4 warps."
        ),
        "numericalStability": (
            "Online softmax: running max m, running sum l fp32-இல்; new block max பெரிசானா acc, l-ஐ "
            "exp(m_old − m_new) ஆல் rescale; finally O / l."
        ),
        "tradeOff": (
            "Problem: bf16-க்கு 7-bit mantissa மட்டும், அதனால P-ஐ bf16-ஆ cast பண்ணி PV matmul செய்யும்போது "
            "fp16-ஐ விட rounding error அதிகம்; training loss-ல சின்ன வித்தியாசம் வரலாம்."
        ),
    }
