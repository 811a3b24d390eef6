# Sources: S26 (already-used source; learner rewrite in Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Matriks perhatian N×N tidak pernah ditulis ke HBM: Q, K, V dibaca per blok ke SRAM, skor blok langsung dikalikan V lalu dibuang; ke HBM hanya ditulis O dan logsumexp per baris.",
        "tiling": "Q dipotong jadi blok 128 baris (satu per thread block, tetap di SRAM), K/V dialirkan dalam blok 64 baris di loop dalam; grid = (N/128, batch × head).",
        "numericalStability": "Softmax online: simpan maksimum berjalan m dan jumlah l per baris dalam fp32; jika m naik, akumulator O dan l dikali exp(m_lama − m_baru) sebelum blok baru ditambahkan.",
        "tradeOff": "Kekurangannya: FlashAttention memakai lebih banyak memori GPU daripada attention standar, karena harus menyimpan statistik m dan l untuk setiap baris di samping O.",
    }
