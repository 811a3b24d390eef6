# Sources: S29, S01 (paraphrase / learner rewrite, Dutch)


def designOutline():
    return {
        "memoryTraffic": (
            "Eén gefuseerde kernel: S en P (N×N) worden nooit naar het HBM geschreven, ze bestaan alleen "
            "tegel voor tegel in SRAM. Uit het HBM lezen we Q, K en V; terug schrijven we alleen O en een "
            "logsumexp per rij."
        ),
        "tiling": (
            "Q in blokken van Br = 128 rijen, één thread block per (Q-blok, batch × head); het Q-blok en de "
            "fp32-accumulator blijven on-chip. De binnenste lus streamt K en V in blokken van Bc = 64 rijen "
            "door shared memory met 2 pipeline-stages."
        ),
        "numericalStability": (
            "Online softmax: per rij een lopend maximum m en een lopende som l in fp32; als een nieuw blok "
            "een groter maximum heeft, worden accumulator en l herschaald met exp(m_oud − m_nieuw). Volledig "
            "gemaskeerde rijen geven 0 in plaats van NaN."
        ),
        "tradeOff": (
            "Nadeel: de backward schrijft dQ met atomics vanuit meerdere thread blocks, dus de optelvolgorde "
            "verschilt per run en de resultaten zijn niet bit-voor-bit deterministisch."
        ),
    }
