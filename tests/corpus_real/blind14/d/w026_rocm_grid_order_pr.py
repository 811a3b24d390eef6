# Sources: S23 (paraphrase of PR), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "TODO",
        "tiling": "bwd grid = (head, seq, batch): head first so one sequence stays on one XCD (head % 8 == 0), batch last so every XCD "
                  "gets every batch; each program owns a BLOCK_N = 64 slab of K/V and loops over Q blocks of 64 rows.",
        "numericalStability": "The backward uses the stored LSE: P = exp(S − LSE) is recomputed per block in fp32, so no max search is needed in the backward.",
        "tradeOff": "With a head count that is not a multiple of the 8 XCDs, sequences get split across XCDs and lose L2 locality, "
                    "so the causal balance and the speed-up disappear.",
    }
