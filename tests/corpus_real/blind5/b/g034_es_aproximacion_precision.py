# Sources: S11 (learner rewrite, Spanish)


def designOutline():
    return {
        'memoryTraffic': (
            'No se guarda la matriz de atención N×N en HBM: se calcula por bloques dentro de la '
            'SRAM y solo se escribe la salida O.'
        ),
        'tiling': 'Se usan bloques que caben en la SRAM para hacer el cálculo más rápido.',
        'numericalStability': (
            'Se mantiene el máximo de cada fila y la suma de exponenciales; cuando un bloque '
            'nuevo trae un máximo mayor, la suma vieja y la salida se multiplican por exp(m_viejo '
            '− m_nuevo).'
        ),
        'tradeOff': (
            'Es una aproximación: pierde un poco de precisión a cambio de la velocidad, pero en '
            'la práctica no se nota.'
        ),
    }
