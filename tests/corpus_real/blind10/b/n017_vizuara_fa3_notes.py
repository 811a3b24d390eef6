# Sources: S17 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Same numbers as FA-2: S and P for a tile never leave the SM; Q once, K/V streamed once per query tile, O and LSE written. FA-3 changes scheduling, not traffic.",
        "tiling": "Warp-specialised: one producer warpgroup only issues TMA loads of K/V tiles into a multi-stage SMEM ring buffer, two consumer warpgroups run WGMMA; Q tile of 128 rows per consumer, K/V tiles of 128 rows at d = 128, 2 stages. Trade-off: more stages hide more latency but each stage costs 2 x 32 KB of SMEM, so at d = 256 the ring must drop to fewer stages.",
        "numericalStability": "Exactly the FA-2 online softmax: per-row running max and sum in fp32, O accumulator rescaled by exp(m_old - m_new) per tile; the pingpong only reorders when softmax runs, not what it computes.",
    }
