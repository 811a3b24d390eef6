# Sources: S03, S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Un solo kernel: las puntuaciones KQ se quedan en registros y memoria compartida y nunca se escriben en la VRAM; de la VRAM solo se leen Q y los bloques de K/V, y se escribe dst.",
        "tiling": "256 hilos por bloque; para D = 128 se procesan 128 filas de KV por iteracion (64 si la GPU no tiene fp16 rapido); filas de K/V en memoria compartida con relleno D/2 + 4 para evitar conflictos de bancos.",
        "numericalStability": "maximo de KQ inicializado a -65504/2 para evitar NaN; se reescala VKQ y la suma de filas por exp(max_viejo - max_nuevo); exponentes menores que -20 se ponen a cero.",
        "tradeOff": "Puede que no funcione bien en todas las GPUs.",
    }
