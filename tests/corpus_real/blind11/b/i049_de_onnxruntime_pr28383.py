# Sources: S03 (Nacherzählung eines Lernenden)

def designOutline():
    return {
        "memoryTraffic": "Flash Attention spart Speicher und Zeit, weil es weniger FLOPs braucht als die normale Attention; die Scores werden blockweise berechnet.",
        "tiling": "64 Query-Zeilen pro Threadblock im Shared Memory, Keys/Values in 64er-Blöcken gestreamt, head_dim 128: 16 KB für Q plus 2 x 16 KB für K/V.",
        "numericalStability": "Laufendes Zeilenmaximum und laufende Summe in fp32; bei neuem Maximum wird die bisherige Ausgabe mit exp(m_alt - m_neu) reskaliert, am Ende durch die Summe geteilt.",
        "tradeOff": "Der Shared-Memory-Bedarf des CUTLASS-Kernels wächst mit queries_per_block x head_dim; bei head_dim = 512 (Gemma4) passt er nicht mehr in den SM, der Start scheitert mit cudaErrorInvalidValue, und man muss auf den ungefusten cuBLAS-Pfad zurückfallen.",
    }
