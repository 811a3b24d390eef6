# Sources: S34, S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "paged KV read, fused single-query attention",
            "decision": "pages of 16 tokens gathered through the block table into SRAM once per (sequence, KV head); the scores never go to HBM, only the output row",
        },
        "tiling": {
            "mechanism": "one program per (sequence, KV head, partition)",
            "decision": "partition = 256 tokens; the query heads of a GQA group are packed as rows of one tile so the K page is shared",
        },
        "numericalStability": {"mechanism": "TODO"},
        "tradeOff": {
            "cost": "reduce kernel over partitions",
            "cause": "smaller partitions (256 instead of 512) double the number of partials per sequence, so the reduce step reads and combines twice as many (max, sum, out) records",
        },
    }
