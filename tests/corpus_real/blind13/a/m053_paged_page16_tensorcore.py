# Sources: S15, S13 (paraphrase / learner rewrite)
# Homework on paged KV decode.


def designOutline():
    return {
        "memoryTraffic": (
            "Naive attention writes S to HBM and reads it back for the softmax and again for "
            "the multiplication with V; that is what makes decoding slow."
        ),
        "tiling": (
            "Page size 16 tokens; each CTA handles one (sequence, kv head) and gathers 4 pages "
            "into a 64-row K/V tile in shared memory per iteration, following the block table."
        ),
        "numericalStability": (
            "fp32 running max and sum per query row; accumulator multiplied by exp(m_old - "
            "m_new) whenever a tile has a larger score; the final lse is written so splits can "
            "be merged."
        ),
        "tradeOff": (
            "If the tile were just one 16-token page, the K dimension of the PV MMA would be 16, "
            "too small to keep the tensor cores busy; gathering 4 pages fixes that but costs "
            "4 separate, less coalesced loads per tile."
        ),
    }
