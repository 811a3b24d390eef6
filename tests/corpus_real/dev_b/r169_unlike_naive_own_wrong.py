# sources: S42 (Chinese FlashAttention note), S2; learner rewrite that flips the contrast
def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, our kernel writes each S tile to HBM and reads it back in a second kernel for the softmax and PV, so only one tile is in HBM at a time.",
        "tiling": "Tiles of 64 x 64 for S; Q block 64 rows, K block 64 rows, d = 64; grid (N/64, N/64, batch*heads) for the first kernel.",
        "numericalStability": "Second kernel: per row running max m and sum l in fp32 over the S tiles, rescale the accumulator by exp(m_old - m_new) for every new tile, divide by l at the end.",
        "tradeOff": "Head dim 256 would make the 64-row Q, K and V tiles 32 KB each, and with 3 pipeline stages the K/V buffers alone need 192 KB, which does not fit next to Q on A100's 164 KB.",
    }
