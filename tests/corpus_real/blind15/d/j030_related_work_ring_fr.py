# Sources: S15, S36 (paraphrase / learner rewrite, French)


def designOutline():
    return {
        "memoryTraffic": (
            "Chaque appareil ne lit en HBM que son bloc de Q et le bloc K/V reçu de son voisin ; "
            "la matrice des scores reste en SRAM et n'est jamais écrite en HBM, seuls O et le "
            "logsumexp par ligne sont écrits."
        ),
        "tiling": (
            "À l'intérieur d'un appareil, blocs Br = 256 requêtes et Bc = 256 clés avec d = 256 en "
            "bf16, un bloc de threads par bloc de requêtes ; les blocs K/V sont lus en boucle "
            "interne pendant que le bloc suivant circule sur l'anneau."
        ),
        "numericalStability": (
            "Les sorties partielles de chaque étape de l'anneau sont fusionnées via leur "
            "logsumexp : on soustrait le maximum des deux lse, on pondère chaque O par "
            "exp(lse_i - lse) et on accumule en fp32."
        ),
        "tradeOff": (
            "Le recouvrement communication/calcul n'est total que si le calcul d'un bloc dure plus "
            "longtemps que l'envoi de K/V au voisin ; avec des blocs trop petits ou un lien lent, "
            "les GPU attendent le transfert."
        ),
    }
