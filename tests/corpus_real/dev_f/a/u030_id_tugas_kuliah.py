# Sources: S07 (paraphrase / learner rewrite, bahasa Indonesia), S22 (background)
# Tugas kuliah Arsitektur Komputer


def designOutline():
    return {
        "memoryTraffic": (
            "Alih-alih menyimpan matriks attention N×N, satu kernel gabungan menghitung QKᵀ, softmax, dan PV "
            "per blok di SRAM. Matriks S dan P tidak pernah ditulis ke HBM; yang dibaca hanya Q, K, V dan "
            "yang ditulis hanya O plus logsumexp per baris."
        ),
        "tiling": (
            "Blok Q berukuran 128 baris disimpan di shared memory selama kernel berjalan (satu thread block per "
            "blok Q dan per head); K dan V dialirkan per blok 64 baris di loop dalam."
        ),
        "numericalStability": (
            "Softmax online: tiap baris menyimpan max berjalan m dan jumlah l dalam fp32. Jika blok baru punya "
            "max lebih besar, akumulator O dan l dikali exp(m_lama − m_baru) sebelum ditambah blok baru."
        ),
        "tradeOff": (
            "Dengan causal mask, blok Q di akhir sequence harus memproses jauh lebih banyak blok K/V daripada "
            "blok Q di awal, jadi beban antar-SM tidak seimbang dan sebagian SM menganggur di akhir."
        ),
    }
