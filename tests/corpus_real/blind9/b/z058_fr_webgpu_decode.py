# Sources: S56 (commentaires d'un backend WebGPU en français, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Variante « décodage » : un workgroup lit la ligne de requête et balaie K et V depuis le buffer du cache ; les scores ne sont jamais écrits dans un buffer, seule la sortie (token, tête) est écrite.",
        "tiling": "Un workgroup de 64 lanes par (token, tête) ; les lanes se partagent les clés par pas de 64 et font une réduction en mémoire partagée du workgroup à la fin.",
        "numericalStability": "Softmax en ligne.",
        "tradeOff": "Un seul workgroup par (token, tête) : pour un long contexte la boucle sur toutes les clés reste séquentielle dans ce workgroup et la latence croît avec t, faute de découpage split-K.",
    }
