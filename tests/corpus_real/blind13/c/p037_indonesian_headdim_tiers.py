# Sources: S28, S29 (paraphrase / learner rewrite, Indonesian)


def designOutline():
    return {
        "memoryTraffic": (
            "Satu kernel gabungan (fused) menghitung QK^T, softmax, dan PV, sehingga matriks S dan P "
            "berukuran N×N tidak pernah ditulis ke HBM; setiap tile hanya ada di SRAM lalu dibuang. Dari HBM "
            "hanya dibaca Q, K, V dan ditulis O serta logsumexp per baris."
        ),
        "tiling": (
            "Q dibagi menjadi blok Br = 128 baris, satu thread block per blok Q dan head; blok Q dan "
            "akumulator fp32 tetap di on-chip. Loop dalam mengalirkan K dan V dalam blok Bc = 64 baris "
            "melalui shared memory dengan 2 stage pipelining."
        ),
        "numericalStability": (
            "Softmax online: setiap baris menyimpan maksimum berjalan m dan jumlah berjalan l dalam fp32; "
            "jika blok baru punya maksimum lebih besar, akumulator dan l dikalikan exp(m_lama − m_baru). "
            "Baris yang seluruhnya ter-mask dijaga agar keluarannya 0, bukan NaN."
        ),
        "tradeOff": (
            "Kekurangannya: dengan head dim 256, tile 128 baris tidak muat di shared memory, jadi ukuran "
            "blok harus diturunkan ke 64 dan utilisasi tensor core turun."
        ),
    }
