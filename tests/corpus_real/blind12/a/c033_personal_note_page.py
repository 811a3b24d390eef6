# Sources: S33 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Flash attention is an IO-aware exact attention algorithm that reduces the number of memory reads/writes between GPU HBM and on-chip SRAM. I still don't fully get it but the point is to be smart about memory.",
        "tiling": "It uses tiling, so the computation happens in small pieces that are friendlier to the GPU.",
        "numericalStability": "This part I did get: keep a running max and a running sum for each row; when a new tile has a bigger max, multiply the old sum and old output by exp(old max − new max) so earlier tiles are corrected.",
        "tradeOff": "Backward has to recompute the attention tiles because they were never saved, which costs extra matmuls; so training steps do more arithmetic than the naive version.",
    }
