# sources: S2 (Sec. 3.3 work partitioning between warps), S30, S31; partly excerpted, partly rewritten
def designOutline():
    return {
        "memoryTraffic": "Each thread block reads its block of Q from HBM once and keeps it in SRAM; K and V blocks are streamed; S and P are kept in registers and shared memory only; O and the logsumexp are written once at the end.",
        "tiling": "Block sizes {64, 128} x {64, 128} depending on head dimension and shared memory size, 4 or 8 warps per thread block. In the forward pass we split Q across 4 warps while keeping K and V accessible by all warps; after each warp performs its matrix multiply to get a slice of QK^T, it multiplies with the shared slice of V.",
        "numericalStability": "Each warp owns whole rows of the score tile, so the row max and row sum used by the online softmax are computed within the warp; m and l are fp32, and the output is rescaled by exp(m_old - m_new) and normalised by l only at the end.",
        "tradeOff": "Larger blocks reduce shared-memory loads and stores but increase the registers and shared memory needed; too large a block size leads to register spilling (significant slowdown) or needs more shared memory than the GPU has, which makes the kernel unable to run.",
    }
