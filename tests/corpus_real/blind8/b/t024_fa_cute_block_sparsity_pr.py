# Sources: S30 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads four small int32 tensors from HBM: mask_block_cnt/full_block_cnt of shape "
            "(B, H, m_blocks) and mask_block_idx/full_block_idx of shape (B, H, m_blocks, n_blocks); "
            "K/V blocks that appear in neither list are never loaded, and S is never written out."
        ),
        "tiling": (
            "Per m block the mainloop iterates backwards through the partially masked n blocks, then "
            "through the fully computed ones; mask_mod is applied only to the partial blocks; the n "
            "block equals the kernel's KV tile (128)."
        ),
        "numericalStability": (
            "mask_mod sets masked tokens to -inf before the online softmax update, in place of the "
            "causal/local masking; rows whose max is still -inf are guarded so exp(-inf - (-inf)) "
            "does not produce NaN."
        ),
        "tradeOff": (
            "The block-sparse metadata must be built on the host beforehand for every new mask, and the "
            "mask's block size has to match the kernel tile, otherwise the call is rejected."
        ),
    }
