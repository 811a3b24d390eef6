# Sources: S21 (paraphrase / learner rewrite, forum thread)


def designOutline():
    return {
        "memoryTraffic": (
            "The forward is deterministic, only the backward is not: dQ is accumulated with atomic "
            "adds from several thread blocks, and the order of the adds changes from run to run."
        ),
        "tiling": (
            "Backward is parallelised over K/V blocks: each thread block owns one Bc = 128 block of K "
            "and V, keeps dK and dV for it in registers, and loops over all Q blocks; dQ partials go "
            "out to a global fp32 accumulator."
        ),
        "numericalStability": (
            "The backward recomputes P = exp(S - L) from the logsumexp L saved by the forward, so no "
            "max or sum has to be recomputed and exp never sees a positive argument; the dQ "
            "accumulator is kept in fp32."
        ),
        "tradeOff": (
            "Cost of the K/V-parallel backward: dQ gets atomicAdds from every K/V block in a different "
            "order each run, so gradients differ in the last bits between runs (non-deterministic); "
            "the deterministic mode loops over K/V sequentially in one block per head and is slower."
        ),
    }
