# Sources: S01 (paraphrase / learner rewrite)
# catatan belajar setelah baca blog


def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax, dan PV digabung dalam satu kernel, jadi matriks S dan P (N×N) tidak pernah "
                         "ditulis ke HBM; yang dibaca cuma Q, K, V dan yang ditulis cuma O plus logsumexp per baris.",
        "tiling": "Blok Q 64 baris per thread block disimpan di shared memory, blok K/V 64 baris di-stream di loop dalam.",
        "numericalStability": "Online softmax: tiap baris simpan max m dan jumlah l (fp32); kalau max naik, akumulator "
                              "dan l dikali exp(m_lama − m_baru) sebelum blok baru ditambahkan.",
        "tradeOff": "Kekurangannya: kodenya jauh lebih susah diimplementasi dan di-maintain dibanding attention biasa, "
                    "dan mungkin tidak jalan bagus di semua GPU.",
    }
