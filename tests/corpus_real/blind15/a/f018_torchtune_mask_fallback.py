# Sources: S14 (paraphrase / learner rewrite), S17 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": "Fused kernel: the (seq x seq) scores are made one tile at a time in SRAM and never stored to HBM; "
                         "HBM sees Q, K, V reads and the O write (plus logsumexp for backward).",
        "tiling": "Outer loop over query blocks of 128 rows (one CTA each, resident), inner loop over key/value blocks "
                  "of 128 rows; with is_causal the key blocks that lie completely in the future are skipped.",
        "numericalStability": "per-row running max and normaliser in fp32, earlier partial sums multiplied by "
                              "exp(old_max - new_max) whenever the max grows, final division by the normaliser.",
        "tradeOff": "Only 'no mask' and causal are built into the kernel; as soon as you pass a custom (non-causal) "
                    "attention mask, SDPA cannot use the flash backend and dispatches to memory-efficient or math "
                    "attention, which is slower.",
    }
