# Sources: S09 (excerpt-style paraphrase in German)
def designOutline():
    return {
        "memoryTraffic": "Weniger Speicherverkehr, mehr Rechenzeit! Die IO-bewusste Strategie hält kritische Daten nahe an den Recheneinheiten und vermeidet teure Roundtrips. Weniger Bytes bewegen bedeutet mehr Teraflops verwerten.",
        "tiling": "Kacheln: Br = 64 Q-Zeilen bleiben im Shared Memory, Bc = 128 K/V-Zeilen werden mit cp.async vorgeladen (zwei Stufen), d = 64; ein CTA pro Q-Kachel und Kopf.",
        "numericalStability": "Softmax online: pro Zeile maximaler Wert und Normierungssumme in fp32 mitführen und beim Wachsen des Maximums den bisherigen Akkumulator mit exp(m_alt - m_neu) umskalieren.",
        "failureMode": "Größere Kacheln (Bc = 256) erhöhen den Registerdruck des fp32-Akkumulators; der Compiler lagert aus und die Auslastung sinkt.",
    }
