# Sources: S47 (paraphrase / practitioner rewrite, auf Deutsch)


def designOutline():
    return {
        "memoryTraffic": (
            "Pro Thread ein qkPacked-Puffer für einen Block Q-Zeilen x kv-Block; die volle "
            "seqLen x kvSeqLen-Matrix wird nie im Hauptspeicher angelegt; der KV-Cache "
            "(optional quantisiert, quantKey) wird blockweise gelesen, die Ausgabe einmal geschrieben."
        ),
        "tiling": (
            "Die Kacheln werden so gewählt, dass alles gut in den Cache passt und alle Kerne "
            "ausgelastet sind."
        ),
        "numericalStability": (
            "Maskierte Positionen bekommen -inf (untere Dreiecksmaske); danach pro Zeile "
            "laufendes Maximum und laufende Summe in fp32; hebt ein neuer kv-Block das Maximum, "
            "werden Summe und Ausgabeakkumulator mit exp(m_alt - m_neu) skaliert; Sinks gehen als "
            "zusätzliche Logits in Maximum und Summe ein."
        ),
        "tradeOff": (
            "Kosten: mit quantKey (int8) muss jeder K-Block vor dem Skalarprodukt dequantisiert "
            "werden - zusätzliche Rechenarbeit pro Block, dafür halb so viele Bytes aus dem Speicher."
        ),
    }
