# Sources: S13 (already-used source; learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "Die Attention wird blockweise berechnet: jeder Block S_ij = Q_i K_j^T wird ins HBM geschrieben und für die Softmax wieder gelesen, aber eben nur ein Block, nicht die ganze N×N-Matrix gleichzeitig. Dadurch spart man Speicher.",
        "tiling": "Q in Blöcken zu 128 Zeilen pro Thread-Block (bleibt im Shared Memory), K/V in Blöcken zu 64 Zeilen in der inneren Schleife; Grid = (N/128, Batch·Heads).",
        "numericalStability": "Online-Softmax: pro Zeile laufendes Maximum m und laufende Summe l in fp32; bei neuem Maximum werden l und der Akkumulator mit exp(m_alt − m_neu) skaliert, am Ende durch l geteilt.",
        "tradeOff": "Im Backward wird S aus Q, K und der gespeicherten Logsumexp neu berechnet (ein zusätzliches QK^T pro Block). Wenn man zusätzlich checkpoint_core_attention aktiviert, läuft sogar der ganze flash_attn_fwd im Backward noch einmal, plus einige contiguous-Kopien: der Backward wird dadurch spürbar langsamer.",
    }
