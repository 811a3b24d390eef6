# Sources: S27 (Notizen eines Lernenden, paraphrase, de)
def designOutline():
    return {
        "memoryTraffic": (
            "Der Backward liest Q, K, V, O, dO und die LSE aus dem Forward aus dem Device-Speicher; P wird "
            "pro Block neu berechnet und nie gespeichert. Geschrieben werden nur dQ, dK, dV."
        ),
        "tiling": (
            "Bei D = 128: dQ-Kernel mit BQ = 32, BK = 32 (M3+) bzw. 16, 4 Simdgroups (128 Threads); "
            "dKV-Kernel mit BQ = 16, BK = 16, 2 Simdgroups. red_smem wird über Q_smem + dO_smem gelegt "
            "(Aliasing), weil die Reduktionsphase erst nach den Iterationen kommt."
        ),
        "numericalStability": (
            "P = exp(S - LSE) direkt aus der gespeicherten Logsumexp (fp32), kein neues Zeilenmaximum "
            "nötig; D_i = rowsum(dO * O) wird in fp32 vorab berechnet."
        ),
        "tradeOff": (
            "Bei D = 128 bräuchte der dKV-Kernel mit BQ = 32 etwa 338 Register pro Thread und spillt "
            "(Grenze 256); BQ = 16 senkt das auf ~202, kostet aber doppelt so viele Q-Tile-Iterationen. "
            "Ohne Aliasing wären es 23.040 Bytes Threadgroup-Speicher, also nur 1 Threadgroup pro Kern."
        ),
    }
