# Sources: S53 (notas em português, paráfrase)
def designOutline():
    return {
        "memoryTraffic": "FLASH_ATTN_EXT lê K e V do KV cache f16 direto no kernel; a matriz KQ não é escrita na memória global, só o resultado.",
        "tiling": "Um bloco CUDA por grupo de colunas de Q, K/V percorridos em tiles de 64 posições do cache na memória compartilhada.",
        "numericalStability": "O softmax online acumula em f16 no KV cache.",
        "tradeOff": "Não é bit-exact em relação a uma atenção de CPU em f32: o arredondamento f16 e a ordem de acumulação do softmax online diferem, então o gate duro é a sequência greedy igual a refs/greedy.txt, não igualdade de tensores.",
    }
