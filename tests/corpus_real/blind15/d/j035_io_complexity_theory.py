# Sources: S35, S05 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Only Q, K and V are read and O written; S is never stored in HBM. With each K/V "
            "block loaded once and Q re-read once per K/V block, the total is "
            "Theta(N^2 d^2 / M) accesses, versus Theta(Nd + N^2) for standard attention."
        ),
        "tiling": (
            "Block sizes follow the cache size M: Bc = ceil(M / 4d), Br = min(ceil(M / 4d), d); the "
            "outer loop fixes a K/V block in fast memory and the inner loop streams all Q blocks "
            "past it."
        ),
        "numericalStability": (
            "The lower bound is proved with the red-blue pebble game (Hong & Kung) and extends to "
            "fast matrix multiplication through a communication-complexity argument for matrix "
            "compression."
        ),
        "tradeOff": (
            "In the small-cache regime M < d^2 a Q block of even one row plus its K/V block does "
            "not fit, so the tiled algorithm re-reads K/V more than needed; there a "
            "matrix-multiplication-style blocking has strictly lower I/O."
        ),
    }
