# Sources: S02 (Nacherzählung eines Lernenden)

def designOutline():
    return {
        "memoryTraffic": "Die Online-Attention liest Q einmal und streamt K- und V-Kacheln; Scores und Wahrscheinlichkeiten bleiben in Registern bzw. Shared Memory und werden nie in den globalen Speicher geschrieben. Geschrieben werden nur die Ausgabe und pro Zeile Maximum und Summe.",
        "tiling": "Die Kachelgrößen wählt der Compiler automatisch passend zur Hardware.",
        "numericalStability": "Pro Zeile laufendes Maximum und laufende Summe in fp32; wächst das Maximum, werden Akkumulator und Summe mit exp(m_alt - m_neu) skaliert. Voll maskierte Zeilen: alle Scores -inf, Zähler und Nenner 0; die Finalisierung prüft sum == 0 und schreibt 0 statt 0/0 = NaN. In der nicht-online Zerlegung wird der Nenner mit max(sum, 1) geklemmt, was für normale Zeilen nichts ändert, da dort sum >= 1.",
        "failure_mode": "Der Nachteil: eine voll maskierte Zeile liefert 0 statt NaN; ein Reviewer meinte, 0/0 solle NaN bleiben, denn so verschwindet ein echter Maskierungsfehler stillschweigend in Nullen.",
    }
