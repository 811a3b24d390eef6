# Sources: S08 (learner rewrite in German; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "Online Softmax mit laufenden Statistiken: m_new = max(m_old, max(x_new)), D_new = D_old * exp(m_old - m_new) + sum(exp(x_new - m_new)). So muss man nie alle Werte einer Zeile gleichzeitig halten.",
        "tiling": "B_r = 128 Zeilen Q pro Block, B_c = 64 Zeilen K/V pro innerer Iteration, d = 128: Q-Block 32 KB bleibt im SRAM, K/V-Blöcke 2 x 16 KB werden gestreamt.",
        "numericalStability": "Vor jedem exp wird das laufende Zeilenmaximum abgezogen, Akkumulator und Summe in fp32, Reskalierung mit exp(m_old - m_new) bei jedem neuen Block.",
        "tradeOff": "Bei kurzen Sequenzen (n < 1k) gibt es zu wenige Q-Blöcke um alle SMs zu füllen, deshalb bringt der Kernel dort kaum etwas.",
    }
