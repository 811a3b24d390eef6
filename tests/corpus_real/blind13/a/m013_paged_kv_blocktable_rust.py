# Sources: S15 (paraphrase / learner rewrite)
# Homework answer written as lists of bullet points.


def designOutline():
    return {
        "memoryTraffic": [
            "K_cache / V_cache stay in HBM as [num_blocks, kv_heads, head_dim, block_size].",
            "The kernel gathers each sequence's blocks through block_tables and reads every K/V "
            "block once per query tile.",
            "Scores and probabilities never leave registers/shared memory; only O and lse are "
            "written back.",
        ],
        "tiling": [
            "block_size = 16 tokens; 4 pages are gathered into one 64-row K/V tile in shared memory.",
            "Q tile = the query rows of one sequence (up to 64), one CTA per (sequence, kv_head).",
            "Loop order: outer over Q tile (fixed), inner over block-table entries up to seq_lens.",
        ],
        "numericalStability": [
            "Running max m and running sum l per row in fp32.",
            "Before adding a new page: acc and l scaled by exp(m_old - m_new).",
            "Final O = acc / l; lse = m + log(l) written for a later combine.",
        ],
        "tradeOff": [
            "Pages are not contiguous, so a K/V tile is built from 4 separate gathers instead of "
            "one bulk copy: loads are less coalesced and the address math costs issue slots.",
        ],
    }
