# Sources: S21 (paraphrase), S20 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode on MI300X (5.3 TB/s): one query row per head, so the KV cache read dominates. "
            "Each split reads its slice of K and V once from HBM, writes a normalised bf16 partial "
            "O plus an fp32 LSE per split into a small workspace, and a combine kernel reads those "
            "back; the score row itself is never written to HBM."
        ),
        "tiling": (
            "Grid = (num_kv_splits, heads, batch). Each workgroup (4 wavefronts of 64 lanes) walks "
            "its KV slice in 64-row tiles at d = 128: K and V tiles are 16 KB each in bf16, 32 KB "
            "of the 64 KB LDS. num_kv_splits is chosen so that B x H x splits covers the 304 CUs."
        ),
        "numericalStability": (
            "Within a split: running max and sum in fp32, rescale by exp(m_old - m_new). The "
            "combine step weights each split's partial O by exp(lse_s - lse_total), where "
            "lse_total = max_s lse_s + log(sum_s exp(lse_s - max_s lse_s)); empty splits carry "
            "lse = -inf and are skipped so they do not turn into NaN."
        ),
        "tradeOff": (
            "Split-K adds a second kernel and a workspace round trip (partial O and LSE per "
            "split), which only pays off when B x H x q-blocks is smaller than the CU count; for "
            "large prefill batches the extra combine pass is pure overhead."
        ),
    }
