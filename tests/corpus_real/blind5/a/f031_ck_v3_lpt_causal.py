# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "persistent kernel, tiles of Q/K/V in, O out, never S",
        "tiling": "Persistent grid = number of CUs; each workgroup pulls (batch, head, q-tile) work items grid-stride; tiles are interleaved across XCDs so neighbouring q-tiles of one head share the same L2.",
        "numericalStability": "the usual",
        "tradeOff": "Causal: q-tiles near the end of the sequence see all keys, early ones almost none, so if tiles are handed out in order the last CUs finish long after the others. LPT reversal schedules the longest (last) q-tiles first so the short ones fill in at the end.",
    }
