# my outline (first time doing GPU stuff)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster because it uses the GPU's fast memory instead of the slow memory.",
        "tiling": "We split the big matrices into smaller tiles so they are easier to handle.",
        "numericalStability": "Softmax can overflow so we have to be careful and make it stable.",
        "tradeOff": "It uses more memory than normal attention because of all the tiles.",
    }
