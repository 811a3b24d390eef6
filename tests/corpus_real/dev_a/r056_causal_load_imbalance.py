# sources: S2 (Sec. 3.1.1 causal masking, tiling excerpted), S14; other entries rewritten
def designOutline():
    return {
        "memoryTraffic": "S and P never leave the SM; for each query block the K and V blocks up to the diagonal are read from HBM, and O and the logsumexp are written once.",
        "tiling": "As FlashAttention-2 operates by blocks, for any blocks where all the column indices are more than the row indices (approximately half of the blocks for large sequence length), we can skip the computation of that block. We only need apply causal mask to 1 block per row (assuming square block). Br = Bc = 128, d = 64; grid (N/128, B*H), query-block index reversed so the longest blocks launch first.",
        "numericalStability": "Masked scores set to -inf before the row max; running max m and row sum l in fp32; accumulator rescaled by exp(m_old - m_new); final division by l.",
        "tradeOff": "Causal masking gives uneven work per thread block: the block for the last 128 queries runs N/128 iterations, the first block runs one. With a plain launch order the long blocks start last and SMs sit idle at the end (tail effect); reversing the order only partly fixes it when batch x heads is small.",
    }
