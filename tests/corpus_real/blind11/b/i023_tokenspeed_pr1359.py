# Sources: S26 (paraphrase of a PR description)

def design_outline():
    return {
        "memory_traffic": "Gluon MHA prefill on gfx950: Q tile loaded once, K streamed from HBM to LDS; with defer_v_load the V tile's HBM->LDS load is issued only for blocks that are not skipped, so skipped blocks cost no V bandwidth. Scores stay in registers.",
        "tiling": "Causal main loop over K/V blocks per query tile; the static workgroup-to-head assignment is replaced by a global atomic work counter when skipping is on, because block sparsity varies sharply between heads of the same layer.",
        "numerical_stability": "A block is skipped only if every row of the query tile has exp(block_max_score - running_max) < skip_softmax_threshold, with running_max taken over the preceding blocks; otherwise every row gets the ordinary online-softmax update (rescale by exp(m_old - m_new)). threshold = 0.0 is exact dense attention, bit-identical to the old kernel.",
        "trade_offs": "A nonzero threshold drops contributions and must be calibrated per model and per sequence length, otherwise accuracy suffers; and the atomic counter adds a global-memory atomic per tile of work.",
    }
