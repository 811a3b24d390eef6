# Sources: S11, S12 (paraphrase / learner rewrite)
# Homework with snake_case keys.


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "one K/V read per kv head, shared by its query group",
            "decision": "for Llama-style 32/8 heads each K/V tile is loaded from HBM once and used "
                        "by 4 query heads; the score tiles never leave registers; O and lse are the "
                        "only writes",
        },
        "tiling": {
            "mechanism": "pack the group's query heads into the rows of the Q tile",
            "decision": "decode: 4 heads x 16 draft tokens = 64 rows per CTA; K/V tiles of 128 "
                        "rows through shared memory; grid = (kv_heads, batch, num_splits)",
        },
        "numerical_stability": {
            "mechanism": "online softmax",
            "decision": "per packed row keep m and l in fp32, rescale acc and l by exp(m_old - "
                        "m_new) before adding each new K/V tile",
        },
        "failure_mode": {
            "what": "wasted tensor-core rows",
            "why": "with plain decode (1 token) and a group of 4 heads only 4 of the 64 MMA rows "
                   "hold real data, so the matmul runs at a small fraction of peak",
        },
    }
