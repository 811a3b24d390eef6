# Sources: S06 (other passage; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The n x n score matrix never fits in ~164 KB/SM, so it is never stored: each score tile lives on the SM and only the output goes back to HBM.",
        "tiling": "Q block held stationary (like the weights in the TPU's 128x128 MXU), 128 rows; K/V blocks of 128 rows streamed through; one CTA per (Q block, head).",
        "tradeOff": "On GPU this is software: every new mask type or head dim needs a new hand-tuned kernel, because the tile sizes are tied to the 164 KB shared-memory budget.",
    }
