def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, which writes S to HBM, reads it back for softmax, writes P and reads it again for PV, this kernel keeps S and P in on-chip memory. HBM sees only Q, K, V in and O, LSE out.",
        "tiling": "Outer loop over query tiles (Br=64), one per CTA; inner loop over key/value tiles (Bc=64). The Q tile is loaded into SMEM once and reused for all K/V tiles.",
        "numericalStability": "Online (streaming) softmax: max subtraction before exp, running sum, and rescaling of the accumulator by exp(m_prev - m_new) whenever the max changes. Statistics and accumulator in fp32.",
        "failureModes": "Head dim 256 with Br=Bc=128 needs about 192 KB of shared memory for Q, K and V, more than the 164 KB of an A100, so the launch fails (out of resources) unless the tiles shrink.",
    }
