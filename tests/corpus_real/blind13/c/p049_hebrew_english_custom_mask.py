# Sources: S12 (paraphrase / learner rewrite, Hebrew-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "S ו-P לא נכתבים ל-HBM — fused kernel keeps each tile in SRAM; only Q, K, V read and O + "
            "logsumexp written."
        ),
        "tiling": "Br = 64 Q rows in shared memory per thread block, Bc = 64 K/V rows streamed, 4 warps.",
        "numericalStability": (
            "For stability we keep the Q tile in shared memory and load K and V tiles of 64 rows, so "
            "everything stays in SRAM and we do not go to HBM in the middle."
        ),
        "tradeOff": (
            "Cost: causal mask → later query blocks process many more K/V blocks than the first, load "
            "imbalance, some SMs idle."
        ),
    }
