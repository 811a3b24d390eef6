# Sources: S14 (Notizen, paraphrase, de)
def designOutline():
    return {
        "memoryTraffic": (
            "Q-, K- und V-Blöcke werden per DMA aus dem HBM in den VMEM der TPU geladen; die Logits "
            "verlassen VMEM/VREG nie. Zurückgeschrieben werden nur O und für den Backward die "
            "Softmax-Residuen (l, m) pro Zeile."
        ),
        "tiling": (
            "TPU v5p: block_q = 1024, block_kv = 1024, block_kv_compute = 512 (muss block_kv teilen), "
            "head_dim = 128; der Q-Block bleibt im VMEM, der KV-Block wird in 512er Unterblöcken in die "
            "VREGs geholt."
        ),
        "numericalStability": (
            "Online-Softmax mit laufendem Maximum m und Summe l in fp32 (m_scratch, l_scratch im VMEM); "
            "der Akkumulator wird mit exp(m_alt - m_neu) skaliert, bevor der neue Block addiert wird."
        ),
        "tradeOff": (
            "Fused Backward (dQ, dK, dV in einem Kernel) ist meist schneller, braucht aber etwas mehr HBM, "
            "weil die dQ-Teilsummen pro KV-Block in fp32 zwischengespeichert und danach reduziert werden."
        ),
    }
