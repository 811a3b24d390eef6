# Sources: S27 (PyTorch FlexAttention docs and blog), S47 (attention-gym examples)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "score_mod and mask_mod are compiled into the fused Triton kernel, so the modified scores are "
            "computed in registers and never materialised; unlike writing the mask as an N x N bias tensor, "
            "no mask is read from HBM, only the BlockMask's small per-block index tensors."
        ),
        "tiling": (
            "BlockMask works at 128 x 128 block granularity: kv_num_blocks and kv_indices list, for each "
            "query block, which key blocks are non-empty; fully masked blocks are skipped entirely, and "
            "mask_mod is only evaluated inside partially masked blocks."
        ),
        "numericalStability": "FlexAttention takes care of the softmax internally so it is numerically stable.",
        "tradeOff": (
            "The first call triggers torch.compile, which can take tens of seconds per new mask/score "
            "function; and if the BlockMask is recreated every step its construction (a vmap over all "
            "q/kv indices) becomes a noticeable overhead."
        ),
    }
