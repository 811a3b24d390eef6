# Sources: S04 (paraphrase / learner rewrite), S21 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "one program per block of B0 query rows; logits x = q*k are only ever a (B0, TILE) register tile",
            "decision": "never materialise the (N, N) logits or softmax in global memory; read q, k, v once per tile, "
                        "write only the B0 outputs z at the end",
        },
        "tiling": {
            "mechanism": "program_id(0) picks the query block, a for-loop walks k/v in TILE_SIZE chunks",
            "decision": "B0 = 64 query rows stay in registers for the whole loop; each iteration loads TILE_SIZE = 64 "
                        "rows of k and v, so the footprint does not grow with T",
        },
        "numericalStability": {
            "mechanism": "running max and running denominator per query row, exp2 with log2(e) folded into the scale",
            "decision": "new_max = max(old_max, tile_max); old denominator and old accumulator are multiplied by "
                        "exp2(old_max - new_max) before the new tile's exp2(x - new_max) is added",
        },
        "tradeOff": {
            "cost": "the rescale of the accumulator runs every iteration",
            "cause": "because the max can grow with any tile, each step pays an extra exp and a multiply over B0 x d "
                     "values; with tiny TILE_SIZE that non-matmul work dominates the loop",
        },
    }
