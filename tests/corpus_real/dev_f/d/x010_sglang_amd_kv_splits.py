# Sources: S11 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Sparse MLA decode reads only the selected KV entries of each index stream from HBM; the latent KV "
            "is loaded once per split and the per-split partial outputs are the only intermediate written "
            "back. Logits are never stored."
        ),
        "tiling": (
            "Grid = batch x head-groups x kv_splits on MI300X. The old heuristic split only if the base grid "
            "underfilled the device (bs = 14 gave 196 CTAs vs a 384-CTA target, so splits = 1), but one CTA "
            "walked ~5,000 KV entries while others walked 200. I pick kv_splits per stream instead: the HCA "
            "stream (compress_ratio 128, unclamped kv_len) is always split, CSA (ratio 4, clamped to 1152) and "
            "SWA keep the occupancy heuristic."
        ),
        "numericalStability": "No numerical change compared to before, outputs are the same.",
        "tradeOff": (
            "On the CSA stream split-K loses about 5% at bs = 14: its lengths are nearly uniform, so the extra "
            "combine pass costs more than the straggler it would remove."
        ),
    }
