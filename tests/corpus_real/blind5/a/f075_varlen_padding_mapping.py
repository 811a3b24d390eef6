# Sources: S26, S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "varlen fused attention over packed tokens",
            "decision": "only real tokens are read from HBM (no pad rows); S/P tiles live in SRAM and are discarded; O is written for the real tokens only",
        },
        "tiling": {
            "mechanism": "cu_seqlens-aware blocks",
            "decision": "each 128-row Q block belongs to one sequence; K/V 64-row blocks are iterated only up to that sequence's end; grid = (max_seqlen / 128, num_seqs * heads)",
        },
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "per row m, l in fp32; rescale acc and l by exp(m_old - m_new) on each K/V block; the last, partial K/V block is masked with -inf before the max",
        },
        "trade_off": {
            "cost": "wasted CTAs",
            "cause": "the grid is sized by max_seqlen, so for a batch with one 8k and many 500-token sequences most Q-block CTAs of the short sequences start, see they are past the end and exit immediately",
        },
    }
