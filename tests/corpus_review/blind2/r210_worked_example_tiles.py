# Sources: S71 (paraphrase / learner rewrite)

def reviewAnswer():
    return "I did a 4x4 example by hand: the tiled version with the running max and sum gives exactly the same O as normal attention. The difference is only where things live. With tiling, each block of scores is computed in SRAM, used for P·V and dropped, so the full P is never materialised in HBM. That takes HBM accesses from Θ(Nd + N²) down to Θ(N²d²/M), and HBM accesses are what dominate the runtime."
