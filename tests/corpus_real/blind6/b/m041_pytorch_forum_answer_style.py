# Sources: S30 (paraphrase / forum-answer rewrite)
def designOutline():
    return {
        "memoryTraffic": "With enable_flash_sdp(True) PyTorch dispatches to the fused kernel, which never writes the B x H x L x L attention matrix to GPU memory; only O and a per-row logsumexp are stored for backward.",
        "tiling": "The kernel picks its own block sizes (e.g. 128 x 64 for head dim 64 on A100), one thread block per query block and head.",
        "numericalStability": "Per row it tracks the running max and the running normaliser in fp32, rescaling the partial output whenever a later key block has a bigger score; so the result is exact, not an approximation.",
        "tradeOff": "If your inputs are fp32, or head dim is not supported, or you pass an arbitrary float attn_mask, the flash kernel is skipped and SDPA silently falls back to the math backend, because the flash kernels are only compiled for fp16/bf16 tensor-core MMA with no mask input.",
    }
