# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Both flash and efficient backends: S never written to HBM; forward writes O and logsumexp (fp32, one per row); backward reads them back with Q, K, V, dO.",
        "tiling": "Efficient-attention backward may split work across keys (num_splits_key > 1) so that each CTA handles a key block range; forward uses one CTA per 64-query block per head.",
        "numericalStability": "stored logsumexp lets the backward rebuild P = exp(S - lse) without another max pass; fp32 accumulators.",
        "tradeOff": "Forward is deterministic, backward is not: with num_splits_key > 1 the per-split dQ contributions are added in arbitrary order. use_deterministic_algorithms(True) forces num_splits_key = 1, deterministic but less parallel, so slower for few query blocks.",
    }
