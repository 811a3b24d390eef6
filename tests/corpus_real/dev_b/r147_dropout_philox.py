# sources: S36 (vllm triton_flash_attention.py, dropout_offsets / dropout_rng helpers), S53; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "The N x N dropout mask is never written to HBM: it is regenerated inside the kernel from the Philox seed and offset (offset = philox_offset + row * stride + col), in forward and again in backward. HBM traffic: Q, K, V in, O and the logsumexp out.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, head dim 64, one program per (query block, batch*head); the K/V loop visits BLOCK_N columns at a time and generates the dropout bits for exactly that 128 x 64 tile.",
        "numericalStability": "m_i and l_i in fp32; rescale acc and l_i by exp(m_i - m_ij) per tile; l_i accumulates the un-dropped probabilities, dropout is applied to p only before p @ v, so the normaliser stays the full softmax sum.",
        "tradeOff": "Regenerating the mask costs extra Philox integer work in both passes, and the per-element offsets must match exactly between forward and backward; if backward uses a different tile layout the regenerated mask differs and the gradients are wrong.",
    }
