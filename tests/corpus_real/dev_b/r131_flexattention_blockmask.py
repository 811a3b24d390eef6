# sources: S49 (Spheron FlexAttention guide, short excerpt on the 16 GB dense mask), S50 (Rohan Paul), S51 (agentbus, excerpt on recompilation with a Python int); lightly trimmed + learner glue
def designOutline():
    return {
        "memoryTraffic": "A dense (seq_len, seq_len) mask added to the logits would need a 16 GB float32 matrix at 128K tokens. Instead mask_mod and score_mod are fused into the kernel and evaluated on the fly per tile, so neither the mask nor the modified scores are ever written to HBM; only a small BlockMask (one entry per 128 x 128 block) is read.",
        "tiling": "BlockMask at 128 x 128 block granularity: for each query block the kernel only iterates over the KV blocks listed as non-empty; fully masked blocks are skipped, full blocks run without evaluating mask_mod, partial blocks apply mask_mod elementwise.",
        "numericalStability": "Same numerics as FlashAttention, it's stable.",
        "tradeOff": "Using a Python int for the decode offset inside mask_mod causes recompilation every step, because torch.compile specialises on the int value; keep the offset as a CUDA tensor. The first call also pays the Triton compile time.",
    }
