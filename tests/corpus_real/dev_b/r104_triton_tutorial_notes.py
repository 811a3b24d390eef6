# sources: S30 (Triton tutorial 06-fused-attention, code comments paraphrased as terse notes)
def designOutline():
    return {
        "memoryTraffic": "one program loads its q block once (BLOCK_M x HEAD_DIM), then loops over k/v via block pointers; qk and p stay in registers; stores only acc/l_i to Out and m_i + log2(l_i) to M",
        "tiling": "grid = (cdiv(N_CTX, BLOCK_M), Z*H); BLOCK_M=128, BLOCK_N=64, HEAD_DIM=64, num_stages=3 num_warps=4 (autotuned). causal: stage 1 = off-band blocks strictly below the diagonal (no mask), stage 2 = the diagonal block with the mask; blocks above diagonal are never visited",
        "numericalStability": "qk_scale = sm_scale * 1.44269504 (1/ln2) so exp2 can be used; m_ij = max(m_i, rowmax(qk)*qk_scale); p = exp2(qk*qk_scale - m_ij); alpha = exp2(m_i - m_ij); l_i = l_i*alpha + rowsum(p); acc = acc*alpha[:,None] + p@v; m_i, l_i, acc in fp32",
        "tradeOff": "autotune configs: num_stages=4 with BLOCK_N=128 runs out of shared memory for HEAD_DIM=128 on smaller GPUs, so those configs have to be pruned per device",
    }
