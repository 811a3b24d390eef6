# Sources: S17, S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Q tile loaded once from global memory, K/V tiles streamed through SRAM; the dense "
            "attention matrix is never materialised, only O is written. Because every CTA reads "
            "the same K/V stream, L2 hit rate matters: tiles are scanned in alternating direction "
            "(sawtooth) so the K/V just used by one wave is still in L2 for the next."
        ),
        "tiling": (
            "Causal K-loop split: for query tile i, key tiles 0..i-1 are fully visible and run "
            "without any mask code; only the diagonal tile i runs the masked path; tiles > i are "
            "skipped. Program ids are remapped so heavy (late) query tiles launch first. Tile "
            "64 x 64, head dim 128."
        ),
        "numericalStability": (
            "Per row fp32 m and l; exp2 with log2(e) folded into the scale; acc and l rescaled "
            "by exp2(m_old - m_new); masked scores set to -inf so they contribute exp2(-inf) = 0."
        ),
        "tradeOff": (
            "Without the program-id remapping causal tiles finish unevenly: the last query tiles "
            "do i times more K iterations, so a few CTAs run long after the rest of the SMs are "
            "idle (tail effect)."
        ),
    }
