# Sources: S42, S17 (paraphrase / learner rewrite, Polish-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Fused kernel: S i P zostają w rejestrach/SRAM, nigdy w HBM; do HBM idzie tylko O i logsumexp na wiersz.",
        "tiling": "Q tile 128 wierszy per thread block (zostaje w shared memory), K/V tile 64 wiersze streamowane w inner loop, head_dim 64, fp16: 16 + 8 + 8 KB.",
        "numericalStability": "Running max m i running sum l w fp32; gdy m rośnie, akumulator i l są rescale'owane przez exp(m_old − m_new); na końcu dzielimy przez l.",
        "tradeOff": "Na sm86 (RTX 3090) backward dla head_dim > 64 potrzebuje więcej shared memory niż karta daje na blok (~100 KB), więc PyTorch nie używa flash kernela i robi fallback do wolniejszego backendu (math / mem-efficient).",
    }
