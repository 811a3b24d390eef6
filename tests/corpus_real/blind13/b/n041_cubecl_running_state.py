# Sources: S38 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "cubecl-attention global stage: the query is read once into registers "
            "(QueryRegisterReader), key/value tiles are loaded into the shared stage per "
            "iteration, the score/prob fragment is per-plane registers only; the writer emits the "
            "output tile once - no [b, h, n, n] tensor is ever created in burn's graph."
        ),
        "tiling": (
            "Tile, stage and global levels are partitioned by the blueprint; each plane computes "
            "its own partition of the tile."
        ),
        "numericalStability": (
            "RunningState { m, l } per row, init m = min_value, l = 0; tile_softmax: "
            "new_m = max(m, row_max(score)), factor = exp(m - new_m), "
            "l = l * factor + row_sum(exp(score - new_m)); the accumulator is scaled by factor "
            "before += P V; masked entries set to -inf by MaskTile."
        ),
        "tradeOff": (
            "On backends without plane (subgroup) ops, e.g. older WebGPU adapters, burn falls "
            "back to the unfused matmul + softmax + matmul, which materialises the [b, h, n, n] "
            "scores."
        ),
    }
