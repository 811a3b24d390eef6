# attention outline - Priya


def designOutline():
    return {
        "memoryTraffic": "Scores and probabilities are kept in on-chip SRAM only; HBM reads are Q, K, V and the single HBM write is O.",
        "tiling": "Each CTA takes 128 query rows and loops over K/V in chunks of 64 rows; K and V chunks go through shared memory; d = 64.",
        "numericalStability": "For each K/V block we compute a normal, stable softmax of the block: subtract the block's own max, exponentiate, divide by the block's own sum. Each block's normalised probabilities are multiplied by V_j, and the final output is the average of these per-block outputs over all blocks.",
        "tradeOff": "The kernel has to be compiled for each head dimension, and at d = 256 the Q chunk plus K/V chunks exceed shared memory, so d = 256 needs smaller chunks and runs slower.",
    }
