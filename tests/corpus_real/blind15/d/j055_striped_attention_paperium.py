# Sources: S14 (paraphrase / learner rewrite)


def design_outline():
    return {
        "memory_traffic": (
            "Each device holds N/P tokens of Q, K, V; the blockwise kernel never materialises "
            "scores in HBM and writes only O and the per-row logsumexp, so memory per device is "
            "O(N/P * d)."
        ),
        "tiling": (
            "Striped placement: token t goes to device t mod P. Within a device, 128 x 128 "
            "query/key blocks, and because of striping every device has the same number of "
            "blocks below the diagonal; fully masked blocks are skipped."
        ),
        "numerical_stability": (
            "Per row running max and running sum in fp32; when a block from the ring raises the "
            "max, the accumulator is rescaled by exp(m_old - m_new) before adding."
        ),
        "failure_mode": (
            "With contiguous (unstriped) sharding of a causal model, some devices compute mostly "
            "masked tiles while others compute full ones each round, so the ring is paced by the "
            "busiest device and end-to-end throughput is up to ~1.5x lower."
        ),
    }
