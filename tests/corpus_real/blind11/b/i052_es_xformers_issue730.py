# Sources: S10 (reescritura de un aprendiz)

def designOutline():
    return {
        "memoryTraffic": "La matriz de atención nunca se guarda en memoria: cada bloque de scores se usa para su producto con V en el chip y se descarta; a HBM solo van la salida y un logsumexp por fila.",
        "tiling": "Bloques de 64 filas de Q por bloque de hilos, y todo K y V de la cabeza cargados en memoria compartida al inicio para reutilizarlos en todos los bloques.",
        "numericalStability": "Softmax en línea: máximo y suma acumulados por fila en fp32; la salida parcial se reescala con exp(m_viejo - m_nuevo) cuando aparece un score mayor.",
        "tradeOff": "Desventaja: si necesitas el mapa de atención no puedes usar este kernel, porque nunca se materializa; hay que volver al camino matemático que escribe la matriz N x N completa y consume mucha memoria.",
    }
