# Sources: S09 (paraphrase of README)
def designOutline():
    return {
        "memoryTraffic": "Pure PyTorch, no custom kernel: for each tile the [B, h, tile, tile] score block is computed as a normal "
                         "tensor in GPU global memory, softmaxed and multiplied by V, then freed, and the next tile's scores are "
                         "written to global memory and read back the same way. The full N x N matrix is never allocated at once.",
        "tiling": "tile = recommended_tile_size(), picked from the GPU's L2 size (e.g. 512 keys per tile); each query tile attends "
                  "to slices of the unexpanded [B, n_kv, tile, d] K/V, which are expanded to n_h heads only for that slice.",
        "numericalStability": "Running max and running sum per query row in fp32; when a new tile raises the max, the partial "
                              "output and the sum are multiplied by exp(old_max - new_max) before the tile's contribution is added.",
        "tradeOff": "If the tile is larger than what L2 can hold, the QK matmul thrashes the cache and every tile's scores go out "
                    "to DRAM, so speed drops sharply above the recommended tile size.",
    }
