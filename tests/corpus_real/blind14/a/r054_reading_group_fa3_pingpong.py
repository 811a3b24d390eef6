# Sources: S18 (paraphrase / learner rewrite, reading-group notes)


def designOutline():
    return {
        "memoryTraffic": "FA3 is even more IO-aware than FA2 and hides memory latency better on Hopper.",
        "tiling": (
            "Producer warpgroup issues TMA loads of K/V into a 2-stage smem ring buffer; 2 consumer "
            "warpgroups with ping-pong scheduling: while warpgroup 1 runs its softmax, warpgroup 2 "
            "runs its GEMMs. Tile 128 x 128 at d = 128."
        ),
        "numericalStability": (
            "Softmax is still online (row max, row sum, O rescaled by exp(m_old - m_new)), but the exp "
            "runs on the MUFU unit, which has about 256x less throughput than the tensor cores on "
            "H100, hence the overlap."
        ),
        "tradeOff": (
            "Ping-pong needs a named barrier between the two warpgroups every iteration; at d = 64 the "
            "GEMMs are short, so the softmax can't be hidden behind them and the barrier waits become "
            "idle time - the gain shrinks."
        ),
    }
