# Sources: S10 (learner rewrite in Spanish)
def designOutline():
    return {
        "memoryTraffic": "Prefill: Q, K, V se leen de HBM y sólo O (más un LSE por fila) se escribe; los bloques de scores nunca salen del chip. En decode cada paso lee la caché K/V una vez y el vector de scores no se escribe.",
        "tiling": "Bloques grandes para reusar más: Br = 256 filas de Q, Bc = 256 filas de K/V, d = 256, todo en memoria compartida a la vez; un bloque de threads por (bloque de Q, cabeza).",
        "numericalStability": "Máximo y suma corrientes por fila en fp32, con reescalado por exp(m_viejo - m_nuevo) del acumulador.",
        "tradeOff": "Para secuencias cortas (N = 256) sólo hay un bloque de Q por cabeza y no se llenan los SMs; la ganancia desaparece.",
    }
