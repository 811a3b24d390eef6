# Sources: S22, S17 (learner rewrite, Italian)
def designOutline():
    return {
        "memoryTraffic": (
            "Kernel fuso: le matrici S e P (N×N) non vengono mai scritte in HBM, restano a blocchi in SRAM/registri. "
            "Dalla HBM si leggono Q, K, V e si scrivono solo O e il logsumexp di ogni riga."
        ),
        "tiling": (
            "Blocchi di Q da Br = 128 righe residenti in memoria condivisa (uno per thread block), blocchi di K/V da "
            "Bc = 64 righe caricati nel ciclo interno con doppio buffer; d = 64: 16 KB + 2 × 16 KB = 48 KB."
        ),
        "numericalStability": (
            "Softmax online: massimo corrente m e somma l per riga in fp32; quando un blocco alza il massimo, O e l "
            "vengono moltiplicati per exp(m_vecchio − m_nuovo); alla fine O / l."
        ),
        "tradeOff": (
            "Con sequenze corte (N = 256) ci sono pochi blocchi di Q: con batch 1 e 8 teste sono solo 16 thread block "
            "per 108 SM, la GPU resta quasi vuota e il kernel fuso non guadagna quasi nulla."
        ),
    }
