# Sources: S41, S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return """Two things, one main.
(1) HBM IO: S and P are computed in on-chip SRAM tile by tile and never written to HBM, cutting HBM accesses from Θ(N²) to Θ(N²d²/M).
(2) With causal masks, tiles entirely above the diagonal are skipped, which does save FLOPs.
In the dense case the FLOPs are the same and the speed is all IO, because attention is memory-bound."""
