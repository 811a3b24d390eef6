# Sources: S05 (ELI5 wording kept, learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "It cleans one small area at a time, so the computer's memory doesn't get overwhelmed.",
        "tiling": "One small area at a time with a tiny basket to move things around.",
        "numericalStability": "The math is identical, only the order of operations changes.",
        "tradeOff": "None really, it is a free speed-up.",
    }
