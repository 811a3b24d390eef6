# Sources: S51 (paraphrase / Nederlands)

def designOutline():
    return {
        "memoryTraffic": [
            "QK^T, softmax en P·V in één kernel: de N×N-aandachtsmatrix wordt nooit naar HBM geschreven.",
            "HBM-verkeer: Q, K, V lezen, O en per rij de logsumexp schrijven.",
        ],
        "tiling": [
            "Blokken van 128 query-rijen per thread block in shared memory.",
            "K en V in blokken van 64 rijen door de binnenste lus, met d = 64.",
        ],
        "numericalStability": [
            "Per rij een lopend maximum en een lopende som in fp32; bij een groter maximum wordt de accumulator vermenigvuldigd met exp(m_oud − m_nieuw).",
        ],
        "tradeOff": [
            "Onder ongeveer 512 tokens levert het weinig op: de N×N-matrix is dan klein en past grotendeels in L2, dus de kernel-launch en het blokbeheer domineren.",
        ],
    }
