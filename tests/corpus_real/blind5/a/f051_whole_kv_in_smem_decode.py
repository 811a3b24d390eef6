# Sources: S17, S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only the output leaves the chip; scores never go to HBM.",
        "tiling": "Load all of K and V for the sequence into shared memory at once, then each thread computes its part of the scores; Q row in registers.",
        "numericalStability": "max of the full row first (everything is on chip), subtract, exp, sum, divide.",
        "tradeOff": "Simple; one kernel.",
    }
