# Sources: S19 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Unified attention kernel fused छ: S र P HBM मा लेखिँदैन, SRAM/registers मा मात्र; HBM बाट Q, K, V "
            "(paged KV cache) पढ्छ र O मात्र लेख्छ।"
        ),
        "tiling": (
            "TILE_SIZE (K/V tile rows) autotune गर्छौं: candidates 16 र 32, num_stages = 2; bf16 prefill मा "
            "autotuner ले TILE_SIZE = 16 छान्यो। Q tile प्रति program on-chip रहन्छ।"
        ),
        "numericalStability": (
            "Online softmax: प्रत्येक row को running max m र sum l fp32 मा; max बढ्दा accumulator लाई "
            "exp(m_old − m_new) ले rescale गर्छौं।"
        ),
        "tradeOff": (
            "Autotuning को cost: हरेक नयाँ shape/dtype मा सबै configs compile र benchmark गर्नुपर्छ, त्यसैले पहिलो "
            "call ढिलो हुन्छ; र autotune configs मा default num_stages = 3 ले performance घटाएको थियो, त्यसैले "
            "num_stages = 2 explicit राख्नुपर्‍यो।"
        ),
    }
