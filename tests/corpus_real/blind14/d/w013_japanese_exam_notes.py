# Sources: S01* (paraphrase, Japanese)
def designOutline():
    return {
        "memoryTraffic": "HBM ↔ SRAM: Q, K, V をブロック単位で SRAM に読み込み、S = QKᵀ と P は SRAM 上でのみ計算し HBM には書き出さない。"
                         "書き出すのは O と各行の統計量 (m, ℓ) のみ。",
        "tiling": "ブロックサイズ Bc = ⌈M/4d⌉, Br = min(⌈M/4d⌉, d)。外側ループで K_j, V_j を SRAM にロードし、内側ループで Q_i を回す (FlashAttention-1)。",
        "numericalStability": "オンライン softmax: 行ごとに最大値 m と和 ℓ を保持し、新しいブロックで最大値が更新されたら exp(m_old − m_new) で O と ℓ をスケールし直す。",
        "tradeOff": "トレードオフ: 再計算。",
    }
