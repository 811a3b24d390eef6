# Sources: S25, S01 (paraphrase / learner rewrite, Swedish)


def designOutline():
    return {
        "memoryTraffic": (
            "Hela attention-beräkningen görs i en enda sammanslagen kärna: S och P (N×N) skrivs aldrig till "
            "HBM utan lever bara i SRAM och register, en tile i taget. Från HBM läses Q, K och V; tillbaka "
            "skrivs bara O och en logsumexp per rad."
        ),
        "tiling": (
            "Q delas i block om Br = 64 rader som ligger kvar i shared memory, en thread block per "
            "(Q-block, huvud). Den inre loopen strömmar K och V i block om Bc = 64 rader. Med d = 128 i "
            "fp16 blir det 16 + 16 + 16 = 48 KB. Nackdelen är att vid d = 256 får blocken inte plats i "
            "shared memory med samma storlek, så Bc måste krympa till 32 och tensorkärnorna utnyttjas sämre."
        ),
        "numericalStability": (
            "Online-softmax: varje rad håller ett löpande maximum m och en löpande summa l i fp32. När ett "
            "nytt block har större max skalas ackumulatorn och l om med exp(m_gammal − m_ny). Till sist "
            "O = acc / l."
        ),
    }
