# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel: S i P zostają w SRAM/rejestrach, never written to HBM. HBM read: Q, K, V; "
            "write: O + logsumexp."
        ),
        "tiling": (
            "FA2 style: grid = (N/BLOCK_M, batch*heads), BLOCK_M = 128 rows of Q per thread block in shared "
            "memory, K/V w blokach BLOCK_N = 64 w inner loop; 4 warps dzielą Q po wierszach, więc nie trzeba "
            "wymieniać wyników przez shared memory."
        ),
        "numericalStability": (
            "Online softmax: m i l w fp32, acc rescaled by exp(m_old − m_new), dzielenie przez l dopiero na "
            "końcu (mniej non-matmul FLOPs)."
        ),
        "tradeOff": "Są kompromisy między szybkością a pamięcią, it depends on the GPU.",
    }
