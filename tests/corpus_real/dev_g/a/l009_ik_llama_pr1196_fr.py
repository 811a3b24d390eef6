# Sources: S20 (paraphrase / learner rewrite in French)


def designOutline():
    return {
        "memoryTraffic": "Un seul noyau fusionné : S et P restent en SRAM/registres et ne sont jamais écrits en HBM. On lit Q, K, V une fois par bloc de requêtes et on écrit seulement O et le logsumexp de chaque ligne.",
        "tiling": "Blocs de Q de 64 lignes gardés en mémoire partagée, blocs de K/V de 64 lignes chargés à tour de rôle dans la boucle interne, d = 128.",
        "numericalStability": (
            "Softmax en ligne : pour chaque ligne on garde le max courant m et la somme l, et on "
            "remet l'accumulateur à l'échelle par exp(m_ancien - m_nouveau) quand le max augmente. "
            "Inconvénient : si l'accumulateur P·V est gardé en f16 (comme dans llama.cpp), sur un "
            "contexte de 64k la somme dépasse 65504 et on obtient des NaN ; il faut l'accumuler en "
            "fp32 ou décaler le max de ln 8, ce qui coûte un peu de précision."
        ),
    }
