# Sources: S30, S01 (paraphrase / learner rewrite)
# Catatan belajar / jawaban tugas


def designOutline():
    return {
        "memoryTraffic": (
            "Matriks skor N×N tidak pernah ditulis ke HBM: setiap tile S dihitung di SRAM lalu langsung "
            "dikalikan dengan V. Yang dibaca dari HBM hanya Q, K, V, yang ditulis hanya O dan logsumexp per baris."
        ),
        "tiling": (
            "Q dibagi menjadi blok 128 baris, satu thread block per blok dan Q tetap di shared memory; "
            "K dan V dibaca per blok 64 baris di loop dalam."
        ),
        "numericalStability": (
            "Online softmax: simpan running max m dan running sum l (fp32) per baris; kalau max naik, "
            "akumulator dan l dikalikan exp(m_lama - m_baru) sebelum blok baru ditambahkan. Terakhir dibagi l."
        ),
    }
