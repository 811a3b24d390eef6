# Sources: S13, S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The additive/boolean mask is applied to each S tile inside the kernel, so neither S nor the masked S is ever written to HBM; only O and lse leave the chip.",
        "tiling": "Q tile 64 x d, K/V tiles 64 x d with d = 64, mask tile of 64 x 64 loaded alongside each K tile.",
        "numericalStability": "Masked entries are set to a large finite negative value (-0.7 * fp32 max) instead of -inf; a row whose every key is masked would otherwise have m = -inf and exp(-inf - (-inf)) = NaN. At the end rows with l = 0 output 0.",
        "tradeOff": "Loading a dense 64 x 64 mask tile per step costs extra HBM reads (as much as a K tile at fp32); block masks that only say 'full/empty/partial' avoid that.",
    }
