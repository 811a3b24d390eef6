# Sources: S25 (split-KV passage; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split-KV writes per-split partial O (unnormalised, fp32) and LSE to a workspace, then a combine kernel reads them; for 8 splits that is 8*d + 8 floats per query row, small next to reading the N-long KV cache.",
        "tiling": "The n_block range of each Q block is divided among num_splits = 8 CTAs; tile_n = 128, tile_m = 64; GQA packs the q heads of one KV head into the M dimension.",
        "numericalStability": "Combine: lse = log(sum_s exp(lse_s - max_s lse_s)) + max_s lse_s; O = sum_s exp(lse_s - lse) * O_s; all in fp32.",
        "tradeOff": "Splitting costs an extra combine kernel and fp32 workspace traffic, so it only pays off when batch*heads*(N/tile_m) CTAs cannot fill the SMs (decode); for prefill it is pure overhead.",
    }
