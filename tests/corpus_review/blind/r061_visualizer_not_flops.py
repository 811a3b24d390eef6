# Sources: S06 (excerpt + learner rewrite)

def reviewAnswer():
    return "FlashAttention is not mainly \"fewer FLOPs.\" It is fewer HBM reads/writes by never materializing S or P. S and P live only in SRAM, one tile at a time, and since attention is memory-bound, the N² traffic that is saved is the speed-up."
