# Sources: S01 (paraphrase / practitioner rewrite, en français)


def designOutline():
    return {
        "memoryTraffic": (
            "Q est chargé une fois de la VRAM vers les registres, K et V par tuiles de 64 clés "
            "via la LDS ; la matrice de scores N x N n'est jamais écrite en VRAM ; on écrit O et "
            "le LSE par ligne."
        ),
        "tiling": (
            "RX 7900 XTX (64 Ko de LDS par workgroup) : BM = 64 lignes de Q (4 warps Wave32 x 16), "
            "BN = 64 clés, d = 128, bf16 : Q 16 Ko + K 16 Ko + V 16 Ko = 48 Ko ; "
            "grille (S/64, têtes, batch)."
        ),
        "numericalStability": (
            "Wave32 : rowmax et rowsum en fp32 par ligne ; à chaque tuile, correction = "
            "exp2(max_ancien - max_nouveau) appliquée à O et à la somme avant d'ajouter "
            "exp2(S - max_nouveau) V ; use_exp2=True avec Q pré-multiplié par log2(e)/sqrt(d)."
        ),
        "tradeOff": (
            "Compromis : avec seulement 64 Ko de LDS, BM = 128 ne laisse plus de place au double "
            "tampon (Q 32 Ko + K 16 Ko + V 16 Ko = 64 Ko), donc on reste à BM = 64 et chaque "
            "tuile K/V est relue depuis la VRAM S/64 fois au lieu de S/128 : deux fois plus de "
            "trafic K/V."
        ),
    }
