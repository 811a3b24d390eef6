# Sources: S71 (paraphrase / learner rewrite, id)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention mengurangi kompleksitas komputasi self-attention: karena matriks Q, K, V dipecah menjadi sub-matriks kecil, jumlah operasi tidak lagi 100 juta untuk 10.000 token.",
        "tiling": "Memecah matriks Query (Q), Key (K), dan Value (V) menjadi sub-matriks kecil yang dapat diproses secara efisien.",
        "numericalStability": "Softmax dihitung bertahap: per baris disimpan nilai maksimum dan jumlah eksponen (fp32); jika blok baru punya maksimum lebih besar, output lama dikalikan exp(m_lama - m_baru).",
        "tradeOff": "Biayanya: pada backward pass blok QK^T harus dihitung ulang karena matriks attention tidak disimpan, jadi ada FLOPs tambahan.",
    }
