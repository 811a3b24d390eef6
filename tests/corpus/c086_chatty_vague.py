def designOutline():
    return {
        "memoryTraffic": "Honestly the main thing is that memory is slow and compute is fast, so I'd try really hard to not go to memory too much and keep stuff close to the cores whenever I can.",
        "tiling": "I'd tile it! Tiles are great because they let you work on small pieces at a time, and you can tune them to be whatever is fastest.",
        "numericalStability": "Softmax can blow up so I'd be careful and do the usual stable thing so nothing overflows.",
        "tradeOff": "There's always a trade-off somewhere, you can't have everything, right?",
    }
