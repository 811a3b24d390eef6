# Sources: S36 (excerpt of API example + paraphrase)
TILE_M, TILE_N, D = 128, 128, 256


def designOutline():
    kv_bytes = 2 * TILE_N * D * 2
    return {
        "memoryTraffic": (
            "Forward reads Q, K, V once per tile pass and writes only O and the log-sum-exp statistics "
            "(one fp32 per row) that the backward needs; the S/P tiles stay on chip (TMEM/SMEM)."
        ),
        "tiling": (
            f"mma_tiler_mn = ({TILE_M}, {TILE_N}) on B200 (SM100) at D = {D}: a {TILE_M}-row Q tile per "
            f"CTA, K and V streamed in {TILE_N}-row tiles ({kv_bytes // 1024} KB per K+V stage in bf16); "
            "causal and sliding window_size supported; varlen via cum_seqlen tensors."
        ),
        "numericalStability": (
            "qk_acc_dtype = float32 and pv_acc_dtype = float32; scale_softmax defaults to 1/sqrt(D); "
            "the online softmax keeps a running max and sum per row and the kernel emits lse = m + log(l)."
        ),
        "tradeOff": (
            f"At D = {D} one K+V stage already takes {kv_bytes // 1024} KB of shared memory next to the "
            f"{TILE_M * D * 2 // 1024} KB Q tile, so only a single pipeline stage fits and the loads "
            "cannot be double-buffered as deeply as at D = 128."
        ),
    }
