# Sources: S22 (Umschreibung eines Lernenden auf Deutsch)
def designOutline():
    return {
        "memoryTraffic": (
            "Der Flash-Shader liest Q, K, V aus dem VRAM und schreibt nur O zurück; die Score-Kachel (Ss) und "
            "die Wahrscheinlichkeiten (Ps) liegen im Shared Memory der Workgroup und werden nie in den "
            "globalen Speicher geschrieben."
        ),
        "tiling": (
            "Bei BM = 64 Query-Zeilen und BN = 64 Keys, Kopfdimension 128, braucht eine Workgroup: Ss 64x64 f32 "
            "= 16 KB, Ps 64x64 f16 = 8 KB, Os 64x128 f32 = 32 KB, plus Softmax-Zustand = 58.112 Byte. Das passt "
            "auf AMD RADV und Intel ANV (maxComputeSharedMemorySize 65.536), aber nicht auf NVIDIA (49.152) "
            "oder MoltenVK (~32.768) -> device lost. Deshalb frage ich das Limit ab und nehme dort BM = 32: "
            "29.056 Byte. BN und die Coopmat-Fragmente bleiben gleich, nur die Query-Kachel schrumpft."
        ),
        "numericalStability": (
            "Online-Softmax pro Zeile: laufendes Maximum und laufende Summe in f32; wenn das Maximum steigt, "
            "werden Os und die Summe mit exp(m_alt - m_neu) reskaliert; am Ende durch die Summe teilen."
        ),
        "tradeOff": "Nachteil: mit BM = 32 ist es langsamer.",
    }
