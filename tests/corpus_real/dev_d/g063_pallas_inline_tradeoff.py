# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "q block copied HBM -> VMEM once per grid step along the q axis; k and v blocks of block_k_major rows DMA'd per kv step; the logits block never goes back to HBM, o written when the last kv step of a q block finishes.",
        "tiling": "block_q = 128, block_k_major = 128, block_k = 128, block_b = 2; kv dimension is the last grid axis so the m, l, acc scratch buffers stay in VMEM across it. Trade-off: block_b = 2 processes two batch elements per program, which doubles the VMEM used per step, so at head_dim 256 block_q has to drop to 64.",
        "numericalStability": "m_scratch and l_scratch in float32; m_next = max(m_prev, rowmax(s)); alpha = exp(m_prev - m_next); l = alpha*l + rowsum(exp(s - m_next)); acc = alpha*acc + exp(s - m_next) @ v; o = acc / l on the last kv step.",
    }
