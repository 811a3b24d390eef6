# Sources: S01 (paraphrase / learner rewrite, Malay)


def designOutline():
    return {
        "memoryTraffic": (
            "Satu kernel bergabung (fused) untuk QK^T, softmax dan PV: matriks S dan P bersaiz N×N tidak "
            "pernah ditulis ke HBM, hanya wujud dalam SRAM jubin demi jubin. Dari HBM kita baca Q, K, V dan "
            "tulis hanya O serta logsumexp bagi setiap baris."
        ),
        "tiling": (
            "Q dipecahkan kepada blok Br = 128 baris, satu thread block bagi setiap blok Q dan kepala; blok "
            "Q kekal dalam shared memory. Gelung dalam membawa K dan V dalam blok Bc = 64 baris."
        ),
        "numericalStability": (
            "Softmax dalam talian: simpan maksimum berjalan m dan jumlah berjalan l dalam fp32 bagi setiap "
            "baris; bila m bertambah, penumpuk O dan l diskala semula dengan exp(m_lama − m_baru)."
        ),
        "tradeOff": (
            "Keburukannya, FlashAttention sedikit kurang tepat berbanding attention biasa kerana ia mengira "
            "secara blok demi blok, jadi kita korbankan sedikit ketepatan untuk kelajuan."
        ),
    }
