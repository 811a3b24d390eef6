# Sources: S04 (paraphrase; German learner notes)
def designOutline():
    return {
        "memoryTraffic": "Die S- und P-Matrix werden nie in den HBM geschrieben; gelesen werden nur Q-, K-, V-Kacheln, geschrieben nur O.",
        "tiling": "Q in Kacheln zu 64 Zeilen, pro Thread-Block eine Kachel im Shared Memory; innere Schleife über K/V-Kacheln zu 64 Zeilen.",
        "numericalStability": "Der Softmax wird blockweise nur näherungsweise berechnet, der Fehler ist aber klein genug für das Training.",
        "tradeOff": "Nachteil: Rückwärtsdurchlauf muss S neu berechnen, weil P nicht gespeichert wird - also mehr Rechenaufwand.",
    }
