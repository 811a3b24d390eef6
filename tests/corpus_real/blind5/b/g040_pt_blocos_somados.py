# Sources: S16 (learner rewrite, Portuguese)


def designOutline():
    return {
        'memoryTraffic': (
            'Não materializamos S na HBM: cada tile de scores fica na memória compartilhada e é '
            'descartado depois do produto com V; só O volta para a HBM.'
        ),
        'tiling': (
            'Tiles de 64 queries por bloco de threads, iterando sobre tiles de 64 chaves; grid = '
            '(N/64, batch*heads).'
        ),
        'numericalStability': (
            'Cada bloco faz seu próprio softmax (subtraindo o máximo do bloco e dividindo pela '
            'soma do bloco) e no fim somamos as saídas dos blocos.'
        ),
        'tradeOff': (
            'Para sequências longas de decode dividimos K/V em partes, e cada parte escreve um O '
            'parcial; isso custa um segundo kernel de redução só para juntar as partes.'
        ),
    }
