# Sources: S27 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "MLA prefill on TPU: DMA brings K/V pages into VMEM, QK, softmax and PV are computed there and only O and the cache writes go back to HBM; DMA, cache writes and semaphores are kept even for skipped blocks.",
        "tiling": "For KV blocks wholly beyond the runtime causal query boundary, QK, softmax and PV are skipped with pl.when; partial blocks on the boundary are still computed and masked.",
        "numericalStability": "Running max and sum per query row in fp32; skipped future blocks would only add exp(-inf) = 0, so skipping leaves the online softmax state unchanged and outputs exact.",
        "tradeOff": "More complex control flow.",
    }
