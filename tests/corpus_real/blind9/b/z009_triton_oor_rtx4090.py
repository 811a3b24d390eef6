# Sources: S09 (paraphrase of issue; config as the user wrote it)
def designOutline():
    return {
        "memoryTraffic": "Fused Triton kernel: q, k, v loaded tile by tile from HBM, the qk tile and p stay in registers, only the output and the M (logsumexp) vector are stored.",
        "tiling": "On my RTX 4090 I use BLOCK_M = 128, BLOCK_N = 128, head_dim = 128 in bf16, num_stages = 3 and num_warps = 8, one program per (128 queries, batch*head).",
        "numericalStability": "m_i and l_i in fp32; alpha = exp2(m_i - m_ij) rescales acc and l_i every iteration; qk_scale multiplied by log2(e) so the kernel can use exp2.",
        "tradeOff": "Triton sizes shared memory from the block sizes and stages; when it is more than the card has it fails with 'out of resource: shared memory, Required: ..., Hardware limit: 101376. Reducing block sizes or num_stages may help'.",
    }
