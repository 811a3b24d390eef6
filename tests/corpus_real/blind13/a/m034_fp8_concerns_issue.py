# Sources: S36 (*) (paraphrase / learner rewrite)
# Homework on FP8 attention (input fp16 -> MMA fp8 -> softmax fp32 -> MMA fp8 -> output fp16).


def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V are stored in HBM as fp8 with per-block scales; the kernel reads them once "
            "per query tile, keeps S and P in registers and writes only fp16 O and the lse."
        ),
        "tiling": (
            "Query tile 128 rows, K/V tiles 128 rows, d = 128, double-buffered in shared "
            "memory; one producer warp (TMA) and two consumer warpgroups."
        ),
        "numericalStability": (
            "The exp and the row sums are done in fp32 after dequantising S with the q and k "
            "scales; running max subtracted and accumulator rescaled by exp(m_old - m_new); P "
            "is re-quantised to fp8 only for the PV matmul."
        ),
        "tradeOff": "Trade-off: FP8 halves the bytes per element, so the kernel is much faster.",
    }
