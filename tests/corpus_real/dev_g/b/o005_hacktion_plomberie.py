# Sources: S06 (learner rewrite in French; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "Un GPU A100 a deux mémoires : la HBM, énorme (40-80 Go) mais lente, environ 1,5-2 To/s, et la SRAM, minuscule (192 Ko par SM) mais ultra-rapide, environ 19 To/s. C'est une histoire de plomberie : le réservoir et l'établi.",
        "tiling": "Blocs de Q de Br = 64 lignes gardés en SRAM par bloc de threads ; boucle interne sur des blocs K/V de Bc = 64 lignes (d = 64), chargés l'un après l'autre. Grille : un bloc de threads par (bloc de Q, tête).",
        "numericalStability": "Softmax en ligne : on garde pour chaque ligne le max courant m et la somme l en fp32, et on remet à l'échelle la sortie partielle par exp(m_ancien - m_nouveau) quand le max augmente.",
        "tradeOff": "Comme P n'est pas stockée, la passe arrière doit recalculer S et P bloc par bloc : environ 30 % de FLOPs en plus.",
    }
