# Example: a WEAK outline with MISCONCEPTIONS. It sounds concrete, but three entries state
# things that are false about FlashAttention:
#   - memoryTraffic: the speed-up comes from fewer FLOPs, and S tiles round-trip through HBM;
#   - numericalStability: each tile's softmax is normalised on its own, with no rescaling;
#   - tradeOff: FlashAttention is approximate and trades accuracy for speed.
# Only tiling is a correct, concrete entry.


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster because it does fewer FLOPs. Each tile of "
                         "S = QK^T is written to HBM and read back for the softmax, so the "
                         "full matrix never has to fit on chip.",
        "tiling": "Q in blocks of 64 rows kept in shared memory, one per thread block; K and V "
                  "in blocks of 64 rows streamed in the inner loop.",
        "numericalStability": "Normalise each tile's softmax independently (subtract the tile "
                              "max, divide by the tile sum) and add the tiles' outputs; no "
                              "rescaling is needed.",
        "tradeOff": "It is an approximation of attention: it trades a little accuracy for speed.",
    }
