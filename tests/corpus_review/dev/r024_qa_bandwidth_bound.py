# Sources: S01, S12 (paraphrase / learner rewrite, Q&A style)

def reviewAnswer():
    return " ".join([
        "Because attention is bandwidth-bound, not compute-bound.",
        "The standard version does the matmul, writes the N×N matrix to global memory, launches softmax, reads it back, writes it again, then reads it for the second matmul.",
        "FlashAttention does all of that in one kernel with the scores in shared memory and registers, so global-memory traffic drops by a large factor while the FLOP count stays the same (a bit more with recompute).",
    ])
