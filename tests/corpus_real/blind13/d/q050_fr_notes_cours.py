# Sources: S25 (*) (paraphrase, rendered in French), S04 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "L'idée est d'optimiser les accès mémoire et d'utiliser au mieux la hiérarchie "
            "mémoire du GPU pour éviter les transferts inutiles."
        ),
        "tiling": (
            "A100, d = 64, fp16 : Br = 128 lignes de Q par bloc de threads (16 Ko en mémoire "
            "partagée, résidentes), K et V en tuiles de Bc = 64 lignes (8 Ko chacune) dans la "
            "boucle interne ; 32 Ko au total."
        ),
        "numericalStability": (
            "Softmax en ligne : maximum courant et somme courante par ligne en fp32 ; "
            "l'accumulateur est multiplié par exp(m_ancien − m_nouveau) à chaque nouveau maximum."
        ),
        "tradeOff": "Recalcul.",
    }
