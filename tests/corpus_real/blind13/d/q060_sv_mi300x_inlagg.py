# Sources: S20 (*) (paraphrase, rendered in Swedish), S23 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Den fusionerade kärnan läser Q, K och V från HBM och skriver bara O och en fp32 "
            "logsumexp per rad; S = Q K^T och P skrivs aldrig till HBM, de finns bara bit för bit "
            "i VGPR:er och LDS."
        ),
        "tiling": (
            "MI300X, huvuddimension d = 128, fp16. Jag använder stora block för att hålla "
            "matriskärnorna sysselsatta: BLOCK_M = 128 frågerader och BLOCK_N = 128 nyckelrader "
            "per arbetsgrupp. Q-blocket (32 KB), K-blocket (32 KB) och V-blocket (32 KB) ligger "
            "samtidigt i LDS. En arbetsgrupp per (frågeblock, huvud), 4 vågfronter à 64 trådar."
        ),
        "numericalStability": (
            "Löpande max m och summa l per rad i fp32; när ett nytt block höjer maxvärdet "
            "multipliceras ackumulatorn och l med exp(m_gammal − m_ny) innan blocket läggs till."
        ),
        "tradeOff": "Nackdel: prestandan beror på blockstorleken.",
    }
