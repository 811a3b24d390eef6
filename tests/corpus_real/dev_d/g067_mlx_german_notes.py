# Sources: S07, S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Ein einziger Metal-Kernel: Q-Block einmal aus dem Device-Speicher, K/V-Bloecke nacheinander in den Threadgroup-Speicher; die Scores S und P bleiben in Registern (simdgroup-Matrizen) und werden nie in den Device-Speicher geschrieben; nur O wird geschrieben.",
        "tiling": "BQ = 32 Query-Zeilen pro Threadgroup, BK = 16 Keys pro Schritt bei D = 128 (BK = 32 bei D = 64); 4 Simdgroups, jede haelt 8 Query-Zeilen; Schleife ueber die K/V-Bloecke innen.",
        "numericalStability": "Zeilenmaximum und Zeilensumme in float; bei neuem Block: factor = exp(max_alt - max_neu), O und Summe mit factor multipliziert, dann exp(S - max_neu) V addiert; am Ende O / Summe.",
        "tradeOff": "Bei D = 128 muss BK auf 16 fallen, weil der O-Akkumulator (32 x 128 float) sonst nicht in die Register passt; kleinere K-Bloecke heissen mehr Schleifendurchlaeufe und mehr Rescales.",
    }
