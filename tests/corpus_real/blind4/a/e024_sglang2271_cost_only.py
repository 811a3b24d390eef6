# Sources: I16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "stage 1 reads each KV chunk once from HBM and writes a partial output + lse per split; "
                         "stage 2 reads those small partials and writes the final output. scores never stored.",
        "tiling": "grid = (batch, heads, num_kv_splits = 8): each program scans 1/8 of the context in BLOCK_N = 64 "
                  "steps instead of one program per head scanning everything.",
        "numericalStability": "each split returns (o_s, lse_s); merge: m = max lse_s, w_s = exp(lse_s - m), "
                              "out = sum w_s o_s / sum w_s.",
        "tradeOff": "decode speed drops from 147 to 126 tok/s when the context goes from 200 to 2000 tokens.",
    }
