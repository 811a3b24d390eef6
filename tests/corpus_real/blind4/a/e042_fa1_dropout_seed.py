# Sources: A01 (paraphrase of Appendix B.1 dropout handling)
def designOutline():
    return {
        "memoryTraffic": "The N x N dropout mask is never written to HBM: only the Philox seed and offset are saved, "
                         "plus O, l, m. In the backward the mask is regenerated on chip.",
        "tiling": "K_j, V_j (Bc rows) in SRAM in the outer loop, Q_i, O_i, dO_i (Br rows) in the inner loop; the "
                  "dropout mask of tile (i, j) is generated from the RNG state and the tile offset.",
        "numericalStability": "m~ = rowmax(S_ij), P~ = exp(S_ij - m~), then dropout is applied to P~ before P~ V_j; "
                              "l and m updated with the exp(m_old - m_new) factors as in the non-dropout case.",
        "tradeOff": "Regenerating the dropout mask in the backward repeats the Philox RNG work for every tile, an "
                    "extra cost paid to avoid storing an N x N mask.",
    }
