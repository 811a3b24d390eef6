# Sources: S09 (paraphrase / learner rewrite, tweet-style note)

def reviewAnswer():
    return "attention isn't slow because of arithmetic, it's slow because of memory traffic. FA = same FLOPs, S never hits HBM, HBM accesses Θ(N²d²/M) instead of Θ(N²). IO problem, not compute problem."
