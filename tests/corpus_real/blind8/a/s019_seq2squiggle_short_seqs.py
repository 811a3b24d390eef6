# Sources: S22 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "scaled_dot_product_attention with the flash backend: QK^T, softmax and PV in one kernel; "
            "the score matrix lives in SRAM tiles only and is not written to HBM. HBM traffic is Q, K, V in, O out."
        ),
        "tiling": (
            "Q in blocks of 128 rows per thread block (resident in shared memory), K and V in blocks of 64 rows "
            "streamed by the inner loop, 4 warps per block."
        ),
        "numericalStability": (
            "Running max and running sum per query row (fp32); before adding a new block, the old output "
            "and sum are multiplied by exp(m_old - m_new)."
        ),
        "tradeOff": "For very short sequences there is no real speedup.",
    }
