# Sources: S38 (paraphrase of issue benchmarks)
def designOutline():
    return {
        "memoryTraffic": "HBM traffic of the fused kernel is O(N * d): each of q, k, v is read exactly once and the output written once, the attention matrix never.",
        "tiling": "We benchmarked BLOCK_M in {16, 32, 64, 128} and BLOCK_N in {16, 32, 64, 128} with dhead 64; for seq_length 64 the 16-row blocks won, for 512 and up 128 x 64.",
        "numericalStability": "Running max and running sum in fp32 per row; acc scaled by exp(m_prev - m_new) when the max grows.",
        "tradeOff": "For seq_length 64 a 128-row block is mostly padding and with batch 32 x 48 heads there are few enough blocks that big tiles leave SMs idle.",
    }
