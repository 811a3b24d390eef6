# Sources: S37 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Each device handles a slice of the sequence, and information is passed around the ring to compute full "
            "attention (all-to-all variant)."
        ),
        "tiling": (
            "Device i holds Q_i; at every step K_i, V_i are sent to device i-1; after C steps (C devices) each device "
            "has its full attention output."
        ),
        "numericalStability": "Accumulate and repeat for all devices.",
        "tradeOff": (
            "Cost: C sequential steps per layer; when each device has few tokens, sending K_i, V_i takes longer than "
            "the attention on them, so devices wait."
        ),
    }
