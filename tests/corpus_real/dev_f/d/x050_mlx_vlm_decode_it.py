# Sources: S55 (riscrittura di uno studente in italiano)
def designOutline():
    return {
        "memoryTraffic": (
            "Decodifica in due passate su Apple Silicon: la prima passata legge K e V dalla memoria del "
            "dispositivo una sola volta e scrive per ogni blocco solo un output parziale (D valori) con il suo "
            "massimo e la sua somma; la seconda legge questi parziali e scrive O. I punteggi non vengono mai scritti."
        ),
        "tiling": (
            "Passata 1: un threadgroup di 256 thread (8 simdgroup da 32) per (sequenza, testa, blocco di 1024 "
            "token KV); ogni simdgroup prende 1/8 dei token del blocco, D = 256. Passata 2: un threadgroup per "
            "(sequenza, testa) combina i blocchi. Il numero di thread viene preso dal maxTotalThreadsPerThreadgroup "
            "della pipeline invece di essere fisso."
        ),
        "numericalStability": (
            "Ogni blocco tiene massimo e somma in float; nella combinazione si prende il massimo globale e ogni "
            "parziale viene riscalato con exp(m_blocco - m_globale) prima di sommare e dividere per la somma totale."
        ),
        "tradeOff": (
            "Con threadgroup=(1024,1,1) fisso, su M2 Ultra (applegpu_g14d) con D = 256 la seconda passata viene "
            "compilata con al massimo 896 thread per threadgroup (troppi registri per thread), quindi il lancio "
            "fallisce a metà generazione appena tutte le righe superano 1024 token KV."
        ),
    }
