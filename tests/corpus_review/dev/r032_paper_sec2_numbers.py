# Sources: S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "On an A100, HBM gives 1.5-2.0 TB/s while on-chip SRAM gives about 19 TB/s but only 192 KB per SM. Softmax, masking and dropout are memory-bound, so standard attention spends its time writing and reading S and P in HBM. FlashAttention computes them block by block in SRAM and never writes them to HBM; the FLOPs are the same."
