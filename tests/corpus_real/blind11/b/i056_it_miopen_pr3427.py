# Sources: S28 (riscrittura di un discente)

def designOutline():
    return {
        "memoryTraffic": "Un solo kernel fuso: Q, K e V letti dalla memoria globale a blocchi, i punteggi e le probabilità restano in registri/LDS e non tornano mai in memoria globale; si scrivono solo O e il logsumexp per riga.",
        "tiling": "Blocchi di 64 righe di Q per workgroup, K/V in blocchi di 64 righe in LDS, head_dim 64: 8 KB + 2 x 8 KB; 4 wavefront per workgroup.",
        "numericalStability": "Accumulatore in fp32 anche con input fp16 (fp32 += fp16*fp16), sottrazione del massimo corrente prima di exp e riscalatura con exp(m_vecchio - m_nuovo) quando il massimo cresce.",
        "tradeOff": "Costo: nessuno, stessa velocità con accumulatore fp32 (0,0133 ms contro 0,0133 ms).",
    }
