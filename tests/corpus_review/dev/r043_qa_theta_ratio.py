# Sources: S01 (paraphrase / learner rewrite, Q&A style)

def reviewAnswer():
    return " ".join([
        "The speed-up comes from fewer HBM accesses.",
        "Standard attention: Θ(Nd + N²) HBM accesses, because S and P (N×N) are written and read.",
        "FlashAttention: Θ(N²d²/M) with M the SRAM size; for d = 64-128 and M around 100 KB, d²/M is well below 1, so many times fewer.",
        "S and P are never materialised; the FLOPs are unchanged.",
    ])
