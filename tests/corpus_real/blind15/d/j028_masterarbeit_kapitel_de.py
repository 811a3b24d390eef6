# Sources: S02, S05 (paraphrase / learner rewrite, German)


def designOutline():
    return {
        "memoryTraffic": (
            "Der fusionierte Kernel schreibt die N x N Matrix S nie in den HBM: Q, K und V werden "
            "blockweise in den SRAM geladen, und zurückgeschrieben werden nur O und die "
            "Logsumexp pro Zeile. Damit sinkt der HBM-Verkehr von Theta(Nd + N^2) auf "
            "Theta(N^2 d^2 / M)."
        ),
        "tiling": (
            "Äußere Schleife über Query-Blöcke mit Br = 64 Zeilen (bleiben im Shared Memory), "
            "innere Schleife über K/V-Blöcke mit Bc = 128 Zeilen. Bei d = 64 und fp16 sind das "
            "8 KB für Q und 2 x 16 KB für K/V, also rund 40 KB pro Threadblock; 4 Warps."
        ),
        "numericalStability": (
            "Pro Zeile werden laufendes Maximum m und laufende Summe l in fp32 geführt; steigt m, "
            "werden Akkumulator und l mit exp(m_alt - m_neu) reskaliert, bevor der neue Block "
            "addiert wird. Vollständig maskierte Zeilen behalten m = -inf und liefern 0 statt NaN."
        ),
        "tradeOff": (
            "Größere Blöcke (Br = 256) würden die K/V-Nachladungen halbieren, aber der "
            "fp32-Akkumulator passt dann nicht mehr in die Register: der Compiler lagert aus "
            "(Spills) und die Occupancy sinkt."
        ),
    }
