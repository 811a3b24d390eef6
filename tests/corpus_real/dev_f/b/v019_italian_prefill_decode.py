# Sources: S19 (excerpt, Italian code comment in a visualisation)
def designOutline():
    return {
        "memoryTraffic": "Prefill: da HBM a SRAM solo i tile di Q, K (blocchi); il prodotto Q.K^T resta nei registri; in HBM si scrive l'output per tile, non gli scores. FlashAttention evita di scrivere la matrice completa in HBM.",
        "tiling": "Prefill a tile di Q e K, decode con la query del nuovo token contro tutta la KV cache.",
        "numericalStability": "Softmax parziale per tile in SRAM (massimo del tile sottratto), poi le uscite dei tile si sommano.",
        "tradeOff": "In decode K e V di tutti i token precedenti vanno letti da HBM a ogni token: con una query 1 x n il kernel e limitato dalla banda e FlashAttention aiuta poco.",
    }
