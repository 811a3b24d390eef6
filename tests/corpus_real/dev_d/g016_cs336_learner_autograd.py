# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "For every query tile we loop over all key tiles and never build the full seq_len x seq_len matrix, only the tile_size x tile_size block mat_mul exists at a time; output tile written once.",
        "tiling": "tile_size = 16 rows for both q and k; outer loop over q tiles, inner loop over k/v tiles (python loops, torch tensors).",
        "numericalStability": "row_max = max of the block, then numer = exp(mat_mul - max_el), denom = exp(last_max - max_el) * denom + sum(numer), "
                              "output = diag(exp(last_max - max_el)) @ output + numer @ v.",
        "tradeOff": "It is slow.",
    }
