# Sources: S15 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The inner blockwise kernel keeps every score tile on chip: per device only Q, the "
            "incoming K/V block and O with its LSE touch HBM, never the score matrix."
        ),
        "tiling": (
            "Query shard resident in blocks of 128 rows; the K/V shard received from the ring is "
            "consumed in 64-row blocks while the next one is being sent."
        ),
        "numericalStability": (
            "Training runs in bf16, which has the same exponent range as fp32, so exp cannot "
            "overflow here and the running max is not needed; we keep only a running sum per row."
        ),
        "tradeOff": "tbd",
    }
