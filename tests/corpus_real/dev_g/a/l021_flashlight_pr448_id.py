# Sources: S33 (paraphrase / learner rewrite in Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Kernel fused tunggal; matriks S dan P N x N tidak pernah ditulis ke HBM. Baca Q, K, V; tulis O dan logsumexp per baris.",
        "tiling": "Q dibagi blok 64 baris yang tinggal di shared memory; K/V dibaca per blok 64 baris di loop dalam; d = 64; 4 warp per blok.",
        "numericalStability": "Max berjalan m dan jumlah l per baris dalam fp32, akumulator dikali exp(m_lama - m_baru) saat max naik, dibagi l di akhir.",
        "failure_mode": "Kasus khusus: satu baris bisa ter-mask seluruhnya, sehingga m = -inf untuk baris itu.",
    }
