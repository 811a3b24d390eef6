# Sources: S21 (paraphrase / learner rewrite in Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Satu kernel fused: S = QK^T dan P tidak pernah ditulis ke HBM, tile-nya hanya ada di SRAM/register. Yang dibaca dari HBM hanya Q, K, V; yang ditulis O dan logsumexp.",
        "tiling": "Blok Q 128 baris tinggal di shared memory per thread block, K/V dialirkan per blok 64 baris di loop dalam, head dim 128.",
        "numericalStability": "Softmax online: max berjalan m dan jumlah l per baris disimpan dalam fp32, akumulator diskalakan ulang dengan exp(m_lama - m_baru) setiap kali max naik.",
        "tradeOff": "Tidak ada trade-off yang berarti: hasilnya tetap exact dan lebih cepat, jadi tidak ada kerugiannya dibanding attention biasa.",
    }
