# Sources: P3 (Shah et al., FlashAttention-3, arXiv:2407.08608, section 3.1-3.2)
def designOutline():
    return {
        "memoryTraffic": "Producer warps issue TMA loads of K_j and V_j into a circular shared-memory buffer with s stages; consumer warpgroups read them with WGMMA and release the buffer; the output O_i and logsumexp are written to HBM once at the end.",
        "tiling": "Intra-warpgroup pipelining: while the softmax of one block is executed, the WGMMA for S_next = Q K_{j+1}^T is issued asynchronously. Pingpong scheduling between 2 warpgroups: the softmax of one warpgroup is scheduled while the GEMMs of the other warpgroup run.",
        "numericalStability": "Softmax statistics in fp32; exponentials computed from the rescaled scores with the running row max as in FlashAttention-2.",
        "tradeOff": "The 2-stage pipelining requires holding S_next in registers while the softmax of the current block runs, which adds register pressure and constrains the block size: e.g. 128 x 128 tiles at d = 128 rather than larger ones.",
    }
