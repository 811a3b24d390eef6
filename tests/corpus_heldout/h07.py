OUTLINE = {
    "memoryTraffic": "S and P are produced per tile in SRAM and thrown away after multiplying by V; nothing N x N is stored to HBM. Outputs written: O and one logsumexp per row.",
    "tiling": "Q tile 64 x d resident in shared memory for the whole program; K and V tiles 64 x d loaded in turn; grid (N/64, batch*heads).",
    "numericalStability": "Running maximum and running normaliser per row (fp32), previous accumulator rescaled by exp(m_old - m_new) whenever the maximum increases.",
}


def designOutline():
    return OUTLINE
