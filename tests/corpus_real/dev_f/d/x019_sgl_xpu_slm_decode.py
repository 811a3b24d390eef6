# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Paged decode on Intel Xe: each work-group reads its KV pages from device memory once and writes "
            "one output row per query head; QK scores stay in registers, only the cross-subgroup epilogue "
            "reduction goes through SLM, nothing intermediate goes back to global memory."
        ),
        "tiling": (
            "One work-group per (sequence, KV head) with QG_SZ = 8 query heads of the GQA group as the M "
            "dimension. A 64-token page is split across PAGE_SIZE / 16 = 4 subgroups of 16 lanes, each subgroup "
            "owning 16 tokens. HEAD_DIM = 128 (padded up to a multiple of 32). The epilogue reduction buffer is "
            "subgroups x QG_SZ x head_dim x 4 B = 4 x 8 x 128 x 4 = 16 KB of SLM; the number of KV subgroups is "
            "capped (kv_subgroups_for_slm) so this buffer stays inside the SLM budget for big head dims or page sizes."
        ),
        "numericalStability": (
            "Every subgroup keeps a running max and sum in fp32; the epilogue merges subgroups by rescaling "
            "each partial with exp(m_sg - m_max) before summing and dividing."
        ),
        "tradeOff": (
            "The full split (PAGE_SIZE/16 subgroups) overflowed SLM for large head dims, GQA groups or pages "
            "and hung the device (UR_RESULT_ERROR_OUT_OF_RESOURCES); the cap fixes it but fewer subgroups means "
            "less parallelism per page. The fp8 and split-decode variants still hard-code the full split."
        ),
    }
