# Sources: S07 (paraphrase / learner rewrite, bahasa Indonesia)


def designOutline():
    return {
        "memoryTraffic": (
            "Matriks QKᵀ berukuran N×N tidak pernah disimpan ke HBM. Kernel membaca blok Q, K, V dari HBM ke "
            "SRAM, menghitung semuanya di SRAM, dan hanya menulis output O (N×d) kembali ke HBM."
        ),
        "tiling": (
            "Q dipecah menjadi sub-matriks Br = 64 baris; setiap thread block memegang satu blok Q di SRAM. "
            "K dan V dibaca per blok Bc = 64 baris di loop dalam, jadi matriks besar tidak perlu dimuat sekaligus."
        ),
        "numericalStability": (
            "Softmax dihitung per blok: kurangi nilai maksimum blok itu, bagi dengan jumlah exp di blok itu, "
            "lalu hasil P_blok·V_blok dari setiap blok dijumlahkan ke O."
        ),
        "tradeOff": (
            "Kelemahan: untuk sequence pendek (N < 512) hampir tidak ada percepatan, karena matriks N×N masih "
            "kecil dan waktu peluncuran kernel lebih dominan daripada baca-tulis HBM yang dihemat."
        ),
    }
