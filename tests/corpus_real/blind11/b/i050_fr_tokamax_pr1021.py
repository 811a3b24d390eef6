# Sources: S24 (réécriture d'un apprenant)

def designOutline():
    return {
        "memoryTraffic": "Le noyau splash garde chaque tuile de scores en VMEM : Q, K et V arrivent de la HBM par blocs, la tuile de scores et les probabilités ne repartent jamais en HBM, seuls O et le logsumexp par ligne sont écrits.",
        "tiling": "Grille causale carrée, blocs de 2048 (block_q = block_kv = 2048 pour S = 4096). Les blocs entièrement masqués sont sautés ; sur le bloc diagonal, le QK est découpé en sous-grille 2 x 2 et les sous-tuiles au-dessus de la diagonale ne sont pas calculées.",
        "numericalStability": "Softmax en ligne : maximum courant et somme courante par ligne en fp32, l'accumulateur est remis à l'échelle par exp(m_ancien - m_nouveau) ; les positions masquées reçoivent mask_value avant le calcul du maximum.",
        "tradeOff": "Sur un bloc diagonal on calcule toute la tuile B x B puis on masque la moitié : avec N = S/bloc blocs par côté, 1/(N+1) du QK est gaspillé (environ un tiers à S = 4096, bloc 2048). Le découpage récupère ce travail mais ne marche que pour les masques causaux carrés.",
    }
