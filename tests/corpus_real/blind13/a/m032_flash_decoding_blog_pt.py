# Sources: S34 (*) (paraphrase / learner rewrite, Portuguese)
# Lista de exercícios 5 - inferência de LLMs.


def designOutline():
    return {
        "memoryTraffic": (
            "Na decodificação a query tem 1 token; o kernel lê o cache K/V da HBM uma única vez, "
            "dividido em pedaços. Os scores nunca são gravados na HBM; cada pedaço grava só a "
            "sua saída parcial e o seu log-sum-exp, que são minúsculos."
        ),
        "tiling": (
            "O cache é dividido em num_splits pedaços ao longo do eixo da sequência; grid = "
            "(batch, heads, num_splits), e cada bloco percorre o seu pedaço em blocos de 128 "
            "chaves. Assim, mesmo com batch 1, há blocos suficientes para todos os SMs."
        ),
        "numericalStability": (
            "Dentro de cada pedaço: softmax online com máximo e soma correntes em fp32. Na "
            "redução final, cada saída parcial é multiplicada por exp(lse_i - lse_max) e a soma "
            "é dividida pela soma desses pesos."
        ),
        "tradeOff": (
            "Custo: um segundo kernel de redução e a escrita/leitura das saídas parciais em fp32; "
            "para contextos curtos esse overhead de lançamento domina e a divisão não compensa."
        ),
    }
