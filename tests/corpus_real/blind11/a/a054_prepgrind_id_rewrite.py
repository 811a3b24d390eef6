# Sources: S27 (already-used source; learner rewrite in Indonesian)


def designOutline():
    return {
        "memoryTraffic": (
            "Matriks skor n×n tidak pernah ditulis ke HBM: tile Q, K, V dimuat ke SRAM, skor dihitung dan "
            "langsung dipakai di sana, lalu hanya O dan logsumexp per baris yang ditulis kembali."
        ),
        "tiling": (
            "Tile Q 128 baris tetap di shared memory per thread block; tile K/V 64 baris dialirkan di loop "
            "dalam; d = 64, grid = (N/128, batch × head)."
        ),
        "numericalStability": (
            "Simpan max berjalan m dan penyebut l per baris dalam fp32; setiap tile baru, hasil sebelumnya "
            "dikali exp(m_lama − m_baru) sebelum tile baru ditambahkan."
        ),
        "tradeOff": (
            "Untuk urutan pendek (N ≤ 512) jumlah tile terlalu sedikit untuk mengisi semua SM dan overhead "
            "peluncuran kernel mendominasi, jadi percepatannya kecil."
        ),
    }
