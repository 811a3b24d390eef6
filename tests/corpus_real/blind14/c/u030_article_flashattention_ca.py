# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Un únic kernel fusionat calcula QKᵀ, la softmax i PV; les matrius S i P de N×N no s'escriuen mai "
            "a la HBM, es queden a la SRAM bloc a bloc. De la HBM llegim Q, K i V i hi escrivim només O i el "
            "logsumexp de cada fila."
        ),
        "tiling": (
            "Divideixo Q en blocs de Br = 64 files; cada thread block en manté un a la memòria compartida "
            "durant tot el bucle. K i V es carreguen en blocs de Bc = 128 files al bucle intern. Amb d = 64 i "
            "fp16: 8 KB + 16 KB + 16 KB = 40 KB."
        ),
        "numericalStability": (
            "Softmax en línia: per a cada fila guardo el màxim m i la suma l en fp32; quan un bloc nou porta "
            "un màxim més gran, multiplico l'acumulador i l per exp(m_vell − m_nou) abans de sumar-hi la "
            "contribució nova."
        ),
        "tradeOff": (
            "Per a seqüències curtes (N ≤ 512) el guany és petit: hi ha massa pocs blocs de Q per omplir els "
            "SMs i el cost de llançar el kernel domina."
        ),
    }
