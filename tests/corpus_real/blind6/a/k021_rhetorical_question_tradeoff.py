# Sources: S04, S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM traffic: Q, K, V in, O out. S and P never leave SRAM/registers, which is the whole point.",
        "tiling": "Br = 64, Bc = 64, d = 128: Q tile 16 KB, K and V tiles 16 KB each in fp16, about 48 KB of shared memory per CTA. Grid: one CTA per (Q tile, head, batch).",
        "numericalStability": "Online softmax in fp32: track m and l per row, rescale O by exp(m_old - m_new) when m grows, normalise by l only at the end.",
        "tradeOff": "So why not just make the tiles huge? Because the S tile (Br x Bc fp32) lives in registers: at 128 x 128 each thread holds so many values that it spills and occupancy drops.",
    }
