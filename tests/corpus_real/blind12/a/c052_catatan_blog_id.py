# Sources: S29 (already-used source; learner rewrite in Indonesian)


def designOutline():
    return {
        "memoryTraffic": "Saya hitung float yang pindah: Q, K, V dibaca dari HBM per blok, O ditulis sekali, plus m dan ℓ satu nilai per baris. Tile S dan P~ hanya hidup di SRAM, tidak pernah ditulis ke HBM.",
        "tiling": "Br = Bc = 64, d = 64, fp16 -> 8 KB per tile. Tiap thread block memegang tile Q dan akumulator O di SRAM, tile K/V lewat satu per satu di loop dalam.",
        "numericalStability": "m_baru = max(m, max S_ij); ℓ ← ℓ·exp(m − m_baru) + Σ exp(S_ij − m_baru); O ← O·exp(m − m_baru) + P~V_j; akumulasi fp32, bagi dengan ℓ di akhir.",
        "tradeOff": "Kalau d naik ke 256, tile 64 baris jadi 32 KB, jadi Q + K + V = 96 KB shared memory per block; lebih sedikit block muat di satu SM, occupancy turun.",
    }
