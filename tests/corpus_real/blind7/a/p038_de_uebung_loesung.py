# Sources: S37 (paraphrase / learner rewrite), S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Ein fusionierter Kernel: Q, K, V werden aus dem HBM gelesen, O und die Logsumexp pro Zeile "
                         "geschrieben. Die n×n Matrix S bzw. P wird nie im HBM materialisiert, jede Kachel lebt nur "
                         "im SRAM und in Registern. HBM-Zugriffe: Θ(N²d²/M) statt Θ(Nd + N²).",
        "tiling": "Äußere Schleife über Q-Blöcke mit B_r = 64 Zeilen (ein Threadblock pro Block und Head, Q bleibt im "
                  "Shared Memory); innere Schleife lädt K/V-Blöcke mit B_c = 64 Zeilen. Bei d = 128 und fp16: 16 KB "
                  "pro Kachel, 48 KB insgesamt.",
        "numericalStability": "Laufendes Maximum m und laufende Summe l pro Zeile in fp32; kommt ein größeres "
                              "Maximum, werden Akkumulator und l mit exp(m_alt − m_neu) reskaliert. Am Ende O = acc / l.",
        "tradeOff": "Nachteil: im Backward muss S aus Q, K und der Logsumexp neu berechnet werden, weil P nicht "
                    "gespeichert wird — etwa eine zusätzliche QK^T-Multiplikation pro Block.",
    }
