# Sources: S28 (PyTorch FlexAttention blog/docs: score_mod, block_mask), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "The score_mod function is fused into the attention kernel, so the modified scores are computed in registers and never materialised; the block_mask is a small [num_q_blocks, num_kv_blocks] table read from HBM instead of an N x N mask.",
        "tiling": "Tiles of 128 queries x 128 keys; for each query tile the kernel iterates only over the KV blocks that the BlockMask marks as non-empty, so fully masked blocks (e.g. the future in causal attention) are skipped entirely.",
        "numericalStability": "Online softmax as in FlashAttention-2, in fp32, applied after score_mod; a row whose every score is masked to -inf would give exp(-inf - (-inf)) = NaN, so the kernel treats a running max of -inf as 0 in the exponent.",
        "tradeOff": "Every distinct score_mod / mask_mod triggers a torch.compile of a new Triton kernel, so the first call takes seconds of compile time; a very irregular mask with many partially masked blocks also gets little benefit from block skipping because partial blocks are still computed fully and then masked.",
    }
