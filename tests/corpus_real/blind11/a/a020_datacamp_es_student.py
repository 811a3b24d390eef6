# Sources: S18 (already-used source; learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": (
            "La atención se calcula en mosaicos pequeños que caben en la SRAM, y la matriz de atención "
            "completa nunca se almacena en HBM: solo se escribe la salida O."
        ),
        "tiling": (
            "Mosaicos de 128 filas de Q y 128 filas de K/V, d = 128; cada bloque de hilos procesa un mosaico "
            "de Q y recorre los de K/V."
        ),
        "numericalStability": (
            "Cada mosaico aplica su softmax de forma independiente (resta su propio máximo y divide por su "
            "propia suma) y luego se suman los resultados de los mosaicos."
        ),
        "tradeOff": (
            "Desventaja: solo funciona en GPUs Ampere o más nuevas, porque el kernel usa instrucciones de "
            "tensor cores de sm80."
        ),
    }
