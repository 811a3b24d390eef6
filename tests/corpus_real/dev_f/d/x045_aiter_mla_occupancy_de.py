# Sources: S38 (Umschreibung eines Lernenden auf Deutsch)
def designOutline():
    return {
        "memoryTraffic": (
            "Der Vorteil von Flash-MLA kommt daher, dass weniger FLOPs gerechnet werden als bei normaler "
            "Attention, weil die Softmax nur blockweise berechnet wird."
        ),
        "tiling": (
            "MLA-Decode auf MI300X (304 CUs): Grid = batch x Kopfgruppen x num_kv_splits. Die Anzahl der Splits "
            "wird nur nach der CU-Auslastung gewählt (ignore_total_kv): so viele Splits, bis das Grid die 304 CUs "
            "füllt, unabhängig von der KV-Länge pro Sequenz und ohne die fp8-Obergrenze für Blöcke."
        ),
        "numericalStability": (
            "Jeder Split führt ein laufendes Maximum und eine laufende Summe in fp32 und speichert sein LSE; "
            "die Reduktion gewichtet die Teil-Ausgaben mit exp(lse_i - lse_max), dann wird normiert."
        ),
        "failureModes": (
            "Weil jetzt auch bei kurzem KV mehr als ein Split gewählt werden kann, läuft der Mehrpass-Weg: ein "
            "zusätzlicher Reduktions-Kernel, und der Single-Pass-'logits'-Puffer ist nicht mehr gefüllt, die "
            "Tests müssen deshalb den BF16-Ausgabepuffer vergleichen."
        ),
    }
