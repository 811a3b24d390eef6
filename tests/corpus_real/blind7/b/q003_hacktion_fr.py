# Sources: S03 (paraphrase, en français)


def designOutline():
    return {
        "memoryTraffic": (
            "Dans l'attention standard, le GPU fait des allers-retours entre le réservoir (HBM) et l'établi (SRAM) : "
            "il écrit S en HBM puis le relit pour la softmax. Dans notre noyau tout le calcul, softmax inclus, se fait "
            "dans la SRAM et les résultats intermédiaires (S, P) ne sont jamais renvoyés en HBM ; seul O y retourne."
        ),
        "tiling": (
            "On découpe Q, K et V en petits blocs qui tiennent entiers dans la SRAM (environ 192 KB par SM sur A100) : "
            "un bloc de Q reste sur la puce pendant que les blocs de K et V défilent un par un."
        ),
        "numericalStability": (
            "Pour la softmax par blocs on garde pour chaque ligne le maximum courant et la somme des exponentielles ; "
            "quand un nouveau bloc fait monter le maximum, on corrige les anciens résultats en les multipliant par "
            "exp(ancien max - nouveau max)."
        ),
        "tradeOff": (
            "Recomputation : au backward on recalcule la matrice d'attention bloc par bloc au lieu de la stocker, "
            "donc plus de calcul (un QK^T de plus) en échange de beaucoup moins de mémoire."
        ),
    }
