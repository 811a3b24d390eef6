# Sources: S31 (paraphrase / learner rewrite, Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Flash Attention mengurangi akses memori secara efisien sehingga pemakaian HBM menjadi lebih hemat.",
        "tiling": "Matriks Q dipecah menjadi blok 64 baris, setiap thread block menyimpan satu blok Q di SRAM selama loop; K dan V dibaca per blok 64 baris di loop dalam. Dengan d = 64 dan fp16, satu blok = 8 KB.",
        "numericalStability": "Softmax online: untuk setiap baris disimpan nilai maksimum berjalan m dan jumlah berjalan l dalam fp32; bila blok baru punya maksimum lebih besar, output lama dan l dikalikan exp(m_lama − m_baru).",
        "tradeOff": "Karena matriks P tidak disimpan, backward harus menghitung ulang S = QKᵀ per blok dari Q, K dan logsumexp; ini menambah satu perkalian matriks per blok.",
    }
