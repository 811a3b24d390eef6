# Sources: S31 (already-used source; learner note)


def designOutline():
    return {
        "memoryTraffic": (
            "It is an IO-aware exact attention algorithm that uses tiling to reduce the number of memory "
            "reads/writes between GPU HBM and on-chip SRAM. (still don't fully get it)"
        ),
        "tiling": "TODO: re-read section 3.1",
        "numericalStability": (
            "Softmax trick: keep a running max per row and rescale the old sum by e^(old max - new max) "
            "when it changes."
        ),
        "tradeOff": (
            "The backward recomputes the attention matrix instead of storing it, so more FLOPs in exchange "
            "for less memory."
        ),
    }
