# Sources: S16, S03 (paraphrase / learner rewrite, Malay-English code-switched)


def designOutline():
    return {
        "memoryTraffic": "Fused kernel, S dan P tidak ditulis ke HBM; hanya Q, K, V dibaca dan O + logsumexp ditulis.",
        "tiling": (
            "Br = 64 baris Q dalam shared memory per thread block, Bc = 64 baris K/V di-stream dalam gelung "
            "dalam, grid (N/64, B×H)."
        ),
        "numericalStability": (
            "Online softmax dengan exp2: scores didarab dengan log2(e)·(1/√d), running max m dan sum l dalam "
            "fp32, acc diskala semula dengan exp2(m_lama − m_baru)."
        ),
        "tradeOff": "Kelemahan: hasil tidak deterministik.",
    }
