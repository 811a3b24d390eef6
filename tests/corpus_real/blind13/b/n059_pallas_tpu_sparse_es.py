# Sources: S30 (paraphrase / practitioner rewrite, en español)


def designOutline():
    return {
        "memoryTraffic": (
            "Con BlockSpec, los bloques de q (block_q x d) y de k/v (block_k x d) se copian de "
            "HBM a VMEM; los bloques de k/v totalmente enmascarados no se copian (el index_map "
            "repite el índice anterior y el pipeline omite el DMA); los logits nunca salen de "
            "VMEM; solo se escriben o y lse."
        ),
        "tiling": (
            "grid = (batch*heads, N/block_q, N/block_k), eje k 'arbitrary' (secuencial, el más "
            "interno); block_q = block_k = 128, d = 128 en TPU v4, alineado con la MXU de 128x128."
        ),
        "numericalStability": (
            "m y l en fp32 en scratch de VMEM, inicializados en ki == 0 a -inf y 0; en cada paso: "
            "m_nuevo = max(m, max(s)), alpha = exp(m - m_nuevo), acc = acc * alpha + "
            "exp(s - m_nuevo) @ v; al final o = acc / l."
        ),
        "tradeOff": (
            "Coste: cada paso del grid tiene una sobrecarga fija (~0.35 us en TPU); con "
            "block_k = 128 y N = 32k son 256 pasos por bloque de q y esa sobrecarga domina. "
            "Bloques más grandes la reducen, pero con d = 256 agotan la VMEM."
        ),
    }
