# Sources: S41, S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Puzzle 3 version: each grid step loads one q block and one kv block into VMEM, computes the logits block, and only the running o/m/l scratch survives to the next kv step; o is written to HBM when the last kv block is done.",
        "tiling": "grid (q_blocks, kv_blocks), kv innermost; bq = bkv = 128 for the puzzle, d = 64; later puzzles add a block-sparse mask so kv blocks with no live entries are skipped via the index_map.",
        "numericalStability": "m_new = max(m, max(s)); l = l * exp(m - m_new) + sum(exp(s - m_new)); o = o * exp(m - m_new) + exp(s - m_new) @ v; last step o / l.",
        "tradeOff": "Skipping empty kv blocks saves compute, but the sparse index_map makes every q block's loop length different, so with a causal or local mask some grid rows finish much earlier than others.",
    }
