# Sources: S12, S04 (learner lecture notes, German)


def designOutline():
    return {
        'memoryTraffic': (
            'Ein fusionierter Kernel: S = QK^T und P = softmax(S) existieren nur kachelweise im '
            'SRAM/Registern und werden nie in den HBM geschrieben. HBM-Verkehr: Q, K, V lesen, O '
            'und logsumexp (fp32, N Werte) schreiben.'
        ),
        'tiling': (
            'Q-Kacheln mit Br = 128 Zeilen bleiben pro CTA resident, K/V-Kacheln mit Bc = 64 '
            'Zeilen werden in der inneren Schleife gestreamt; d = 64 → 16 KB + 2 × 8 KB Shared '
            'Memory. Grid: (N/128, B·H).'
        ),
        'numericalStability': (
            'Online-Softmax: pro Zeile laufendes Maximum m und Summe l in fp32; bei neuem Maximum '
            'werden Akkumulator und l mit exp(m_alt − m_neu) reskaliert, am Ende O/l.'
        ),
        'tradeOff': (
            'Nichtdeterminismus im Backward: dQ wird von mehreren CTAs per atomicAdd in fp32 '
            'aufsummiert, die Reihenfolge ändert sich von Lauf zu Lauf, daher weichen Gradienten '
            'in den letzten Bits ab.'
        ),
    }
