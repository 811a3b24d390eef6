# Sources: S34 (paraphrase / learner rewrite, French-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Comme dans le tutoriel Triton fused attention : un seul kernel, S et P restent dans les registres, jamais en HBM ; on écrit O et M (le logsumexp par ligne, en fp32) pour le backward.",
        "tiling": "Un program par (BLOCK_M = 128 lignes de Q, batch×head) ; la boucle interne avance sur K/V par BLOCK_N = 64 avec num_stages = 3 ; en causal, le stage 1 fait les blocs strictement sous la diagonale sans masque et le stage 2 seulement le bloc diagonal avec masque.",
        "numericalStability": "On multiplie qk_scale par 1/ln(2) = 1.44269504 pour utiliser exp2 au lieu de exp ; m_i et l_i en fp32, alpha = exp2(m_i − m_ij) rescale acc et l_i à chaque bloc.",
        "tradeOff": "num_stages = 3 veut dire trois copies des tiles K/V en shared memory : avec head_dim = 128 ça dépasse la shared memory d'une RTX 3090 (~100 KB par bloc) et le kernel ne se lance pas (out of resources), donc il faut réduire les stages ou BLOCK_N.",
    }
