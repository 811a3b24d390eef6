# Sources: S06 (learner follow-up notes on a replication README)


def designOutline():
    return {
        "memoryTraffic": (
            "One kernel, no intermediate tensors: QK^T, mask, softmax and PV all happen on chip, so S/P are "
            "never written to HBM; HBM traffic is Q, K, V and O plus the row logsumexp."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows per CTA (8 warps, 16 rows each), BLOCK_N = 64 key rows per step, "
            "d = 64; K/V tiles go through shared memory in a 2-stage cp.async pipeline."
        ),
        "numericalStability": (
            "Per row: m and l in fp32. Scores are multiplied by log2(e)/sqrt(d) so exp2 can be used; when m "
            "rises the accumulator and l are scaled by exp2(m_old - m_new)."
        ),
        "failureMode": (
            "With d = 256 the same 128 x 64 tiles need 64 KB for Q plus 2 x 64 KB for K/V per stage, which "
            "blows the shared-memory budget, and the fp32 accumulator (128 x 256) no longer fits in "
            "registers, so the kernel spills."
        ),
    }
