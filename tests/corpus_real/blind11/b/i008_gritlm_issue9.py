# Sources: S09 (learner rewrite of a user/maintainer exchange)

def designOutline():
    return {
        "memory_traffic": "With the latest torch, SDPA is the best for both speed and memory because it uses FA2 under the hood, so eager, flash and sdpa end up almost the same during finetuning.",
        "tiling": "FA2 splits the queries into 128-row blocks, one thread block per (query block, head, batch); K/V blocks of 64 rows stream through shared memory while the Q block and its output accumulator stay on chip.",
        "numerical_stability": "Per row a running max and a running sum in fp32; the old accumulator is scaled by exp(m_old - m_new) when a new block raises the max, and the output is divided by the sum once at the end.",
        "trade_off": "For short finetuning sequences the N x N matrix is small enough that eager attention is not memory-bound, so the fused kernel buys little: launch and tiling overhead dominate.",
    }
