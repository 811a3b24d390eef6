# Sources: S40, S54 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Triton forward on the RX 7900 XTX: Q read once, K/V read once per query block, O and the row LSE "
            "written; no score tile ever goes to VRAM. To cut the repeated K/V reads further, the program order "
            "is chosen so those re-reads hit the 96 MB Infinity Cache (LLC) instead of GDDR6."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 32, d = 128, 1 stage: Q 32 KB resident in LDS, K 8 KB and V 8 KB per "
            "iteration -> 48 KB of the 64 KB a workgroup may use; 4 wave32 warps. The 1D program id is "
            "remapped so that all query blocks of one (batch, head) are launched next to each other: they walk "
            "the same K/V at nearly the same time, so after the first program the K/V blocks come from the LLC. "
            "Trade-off: the remap only pays while the K/V of the heads in flight fit in the LLC: one head at "
            "N = 8192, d = 128 is 2 x 8192 x 128 x 2 B = 4 MiB, so with many heads resident or much longer "
            "sequences they evict each other and the gain disappears."
        ),
        "numericalStability": (
            "exp2 by default: sm_scale * log2(e) is folded into Q, the running row max and sum are kept in fp32 "
            "and the accumulator is rescaled by exp2(m_old - m_new) each K/V block."
        ),
    }
