# Sources: S16 (paraphrase / learner rewrite, homework answer)


def designOutline():
    return {
        "memoryTraffic": (
            "Reads: Q tile (once), K/V tiles (once per Q tile). Writes: O tile, LSE. Never: S, P - "
            "they stay in SRAM."
        ),
        "tiling": "Br = 64, Bc = 128, d = 64, 4 warps; Q tile resident, K/V double-buffered.",
        "numericalStability": (
            "To keep it stable we keep the Q tile in shared memory for the whole loop and load K/V in "
            "128-row tiles, so the numbers never leave the chip."
        ),
        "tradeOff": (
            "Bc = 128 makes the 64 x 128 fp32 S tile 32 KB of registers per CTA; going higher spills "
            "to local memory."
        ),
    }
