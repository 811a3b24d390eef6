# Sources: S13, S42 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Running max and running sum per query row; when a new K/V block raises the max, the accumulated output and the sum are multiplied by exp(m_old - m_new).",
        "tiling": "blockSizeQ = 32 query rows per workgroup, blockSizeKV = 32 keys per step, head dim 64 in f32; workgroup (Q block, head, batch); K/V blocks loaded into workgroup memory one after the other.",
        "numericalStability": "accumulators and m, l in f32 even when storage is f16; masked scores use -1e20 instead of -inf so exp(m_old - m_new) never becomes NaN.",
        "tradeOff": "Causal: the last Q blocks see all K/V blocks and the first ones almost none, so workgroups finish unevenly and the tail of the dispatch runs with few workgroups.",
    }
