# Sources: S03 (rewrite of an already-used source, learner's own words in Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Kernel fused: S dan P tidak pernah keluar dari SRAM ke HBM; baca Q, K, V dan tulis O serta logsumexp saja.",
        "tiling": "Q per blok 128 baris tinggal di shared memory, K/V per blok 64 baris dialirkan, d = 128, grid (N/128, batch*heads).",
        "numericalStability": "Softmax online: max m dan jumlah l per baris dalam fp32, akumulator diskalakan ulang dengan exp(m_lama - m_baru).",
        "tradeOff": "Backward default memakai atomic add untuk dQ sehingga hasil training bisa beda antar-run. Mode deterministik memperbaikinya, tapi lebih lambat dan butuh workspace tambahan karena akumulasi dQ harus diserialisasi.",
    }
