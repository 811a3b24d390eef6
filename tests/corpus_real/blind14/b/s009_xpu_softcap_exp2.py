# Sources: S11 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "XPU flash-attention fwd: Q/K/V tiles are loaded from HBM, S = softcap * tanh(S / softcap) "
            "is done on the register tile and never stored; O is written once per query block."
        ),
        "tiling": (
            "Prefill mainloop: a 128-query tile per work-group, K/V streamed 64 keys at a time "
            "through SLM; decode mainloop: one work-group per (seq, kv-head) with a narrow Q tile. "
            "Trade-off: with softcap != 0 every score element needs a tanh, and the fused log2(e) "
            "scale has to be undone before it and re-folded after, so the softcap mainloop is "
            "slower than the fast path."
        ),
        "numericalStability": (
            "Softmax runs on exp2 with log2(e) folded into the scale; with softcap set we undo "
            "log2(e), apply tanh to the natural-scale logit, re-fold, and only then take the running "
            "max, and the accumulator is rescaled by exp2(m_old - m_new)."
        ),
    }
