# Sources: S03 (paraphrase of a lab README, learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "naive attention keeps an S x S score matrix and a probability matrix alive in global memory",
            "decision": "the blockwise loop never allocates them: only m, l and out per query row plus the current "
                        "K/V chunk are live; HBM sees Q, K, V going in and O coming out",
        },
        "tiling": {
            "mechanism": "outer loop over query rows, inner loop visits K/V in chunks",
            "decision": "block_size = 64 keys per chunk (the lab uses 4 for the toy run); each query block keeps "
                        "its m, l, out on chip while the chunks stream past",
        },
        "numerical_stability": {
            "mechanism": "m, l and out are the running max, denominator and unnormalised output",
            "decision": "when the running max changes, multiply the old l and out by exp(m_old - m_new) before "
                        "adding the chunk; divide out by l once at the end",
        },
        "trade_off": {
            "cost": "this starter is plain PyTorch, so every chunk is its own small kernel launch",
            "consequence": "it is slower than naive attention at seq_len 16 because launch overhead dominates; a real "
                           "kernel must do the online rescale inside one fused kernel, with masking and backward, "
                           "which is much more code",
        },
    }
