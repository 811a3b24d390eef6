# Sources: D10 (different passage: BlockMask and compile behaviour; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "score_mod and mask_mod are fused into the generated kernel, so the N x N scores are never "
                         "produced in HBM; the BlockMask itself is only (N/128)^2 small ints per head.",
        "tiling": "BlockMask at 128 x 128 granularity: for each Q block a list of KV blocks that are non-empty; "
                  "'full' blocks skip mask_mod, 'partial' blocks apply it, empty blocks are never visited.",
        "numericalStability": "the generated Triton kernel uses the same online softmax as FlashAttention.",
        "tradeOff": "each new score_mod / mask_mod makes torch.compile regenerate and autotune the Triton "
                    "template, so the first call can take seconds of compile time.",
    }
