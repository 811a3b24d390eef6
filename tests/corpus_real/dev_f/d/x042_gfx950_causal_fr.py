# Sources: S51 (réécriture d'étudiant en français)
def designOutline():
    return {
        "memoryTraffic": (
            "Noyau avant fusionné sur MI355X (gfx950) : Q lu une fois, K et V lus une fois par bloc de Q, "
            "O et le LSE écrits ; les scores QK^T et P restent dans les VGPR, jamais en HBM."
        ),
        "tiling": (
            "D = 128, BM = 128 lignes de Q par workgroup, BN = 64 clés, anneau de 3 tampons K/V en LDS alimenté "
            "par des copies asynchrones : Q 32 Ko + 3 x (16 Ko + 16 Ko) = 128 Ko, dans les 160 Ko de LDS du gfx950. "
            "Les MFMA de QK et de P·V sont entrelacées. En causal, les waves entièrement masquées sont élaguées "
            "et les blocs de Q les plus lourds (près de la fin de la séquence) sont lancés en premier (heavy-first) "
            "pour équilibrer les CU."
        ),
        "numericalStability": (
            "Max et somme courants par ligne en fp32, accumulateur fp32. Rescalage paresseux : on ne multiplie "
            "l'accumulateur et la somme par exp2(m_ancien - m_nouveau) que si le max augmente assez ; sinon on "
            "garde l'ancien max comme référence, ce qui reste exact puisque la normalisation finale utilise la "
            "même référence pour le numérateur et la somme."
        ),
        "tradeOff": (
            "Le pipeline à 3 tampons et l'ordre heavy-first compliquent beaucoup le noyau : les copies "
            "coopératives et les barrières ne doivent jamais se trouver dans du flot de contrôle divergent "
            "(sinon blocage), et chaque classe de longueur (N <= 1024, causal long) a sa propre route."
        ),
    }
