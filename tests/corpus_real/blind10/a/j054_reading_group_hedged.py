# Sources: S14, S10, S22 (learner rewrite, reading-group summary)
def designOutline():
    return {
        "memoryTraffic": (
            "As far as we understood in the reading group: the whole point is that S and P (N x N) are never written "
            "to HBM. The kernel reads Q, K, V, keeps each S/P tile in SRAM just long enough to multiply it by V, and "
            "writes back O plus a logsumexp vector, roughly O(N d) bytes of writes instead of O(N^2)."
        ),
        "tiling": (
            "We believe FA2's layout is: one thread block per 128-row Q block and per head (grid N/128 x B*H), the Q "
            "block stays in shared memory, K/V blocks of 64 rows are loaded in the inner loop; d = 128 gives "
            "32 + 16 + 16 = 64 KB of shared memory."
        ),
        "numericalStability": (
            "Probably the least obvious bit: the running max. Each row keeps m and l in fp32; when a block has a "
            "bigger score, the old partial output and l get multiplied by exp(m_old - m_new), otherwise they would "
            "be scaled relative to the wrong max. Divide by l at the end."
        ),
        "tradeOff": (
            "Someone pointed out that at head dim 256 the Q, K, V tiles no longer fit in SRAM at these sizes, so the "
            "blocks have to shrink to 64 x 32 or so, and then K/V get re-read more often -- that is where the speed-up goes."
        ),
    }
