# Sources: S12 (paraphrase / learner rewrite)
# Homework answer in mapping form.


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "fused QK^T / softmax / PV, with K/V of one kv head shared by its query group",
            "decision": "K and V tiles are read from HBM once per (query tile, kv head) and never "
                        "duplicated per query head; S and P never leave SRAM/registers; only O and "
                        "lse go back to HBM",
        },
        "tiling": {
            "mechanism": "PackGQA: query heads mapped to a kv head by h // (h / h_k)",
            "decision": "for decode (seqlen_q = 1) the h/h_k = 8 query heads are packed into the M "
                        "dimension, so one 64-row tile holds 8 heads x 8 tokens; K/V blocks of 128 "
                        "rows stream through shared memory, grid = (tiles, h_k, batch)",
        },
        "numerical_stability": {
            "mechanism": "online softmax per packed row",
            "decision": "each packed row keeps its own running max and sum in fp32 and rescales its "
                        "accumulator by exp(m_old - m_new); the packing does not mix rows of "
                        "different heads",
        },
        "trade_offs": {
            "cost": "extra index arithmetic and a different epilogue",
            "cause": "because packed rows belong to different heads, the output tile must be "
                     "scattered back to (head, token) positions, so the store is less coalesced "
                     "than a plain row-block write",
        },
    }
