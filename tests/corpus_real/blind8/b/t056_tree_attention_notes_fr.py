# Sources: S01 (notes d'étudiant, paraphrase, fr)
def designOutline():
    return {
        "memoryTraffic": (
            "Chaque GPU garde son morceau du cache K/V, qui ne bouge jamais ; le noyau flash local ne "
            "matérialise pas S en HBM. Seuls les vecteurs partiels par requête (numérateur de taille d, "
            "max et logsumexp) traversent le réseau, au lieu de faire circuler les blocs K/V comme Ring Attention."
        ),
        "tiling": (
            "La séquence est coupée en p morceaux contigus, un par GPU ; dans chaque GPU un noyau flash "
            "(blocs de 64 requêtes, K/V en tuiles de 128) ; entre GPU une réduction en arbre en log2(p) "
            "étapes au lieu de p-1."
        ),
        "numericalStability": (
            "D'abord un allreduce du max, ensuite chaque GPU multiplie son numérateur et son dénominateur "
            "par exp(m_local - m_global) avant la somme : le résultat est exact."
        ),
        "tradeOff": "Inconvénients : aucun, c'est exact, plus rapide et ça utilise moins de mémoire que Ring Attention.",
    }
