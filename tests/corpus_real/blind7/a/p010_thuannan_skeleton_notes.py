# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "GPU SRAM vs GPU HBM: HBM big and slow (40GB, 1.5TB/s), SRAM small and fast (20MB, "
                         "19TB/s). In FA we not write S and P to HBM, only O and the row statistic.",
        "tiling": "TODO (read section 3.1 again)",
        "numericalStability": "...",
        "tradeOff": "recompute S, P in backward = more FLOPs, but avoid to read N^2 matrix from HBM.",
    }
