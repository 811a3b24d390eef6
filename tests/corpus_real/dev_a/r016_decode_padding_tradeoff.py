# sources: S32 (issue #850, maintainer reply quoted in tiling), S33 (issue #1228), S2; rest rewritten by a learner
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read tile by tile from HBM, S and P are kept in registers/shared memory and never written out; the kernel writes O and the per-row logsumexp (N floats per head) back to HBM.",
        "tiling": "Varlen: sequences packed back to back, cu_seqlens gives the offsets. \"We just launch parallel work (i.e. thread blocks) to process each attn head of each sequence, and each thread block will figure out the start and end idx of each sequence from cu_seqlens.\" Each thread block owns a 128-row query block and loops over 128-row K/V blocks of its own sequence only.",
        "numericalStability": "Online softmax: running max and sum per query row in fp32, old accumulator rescaled by exp(m_old - m_new) whenever the max grows, final division by l.",
        "tradeOff": "If instead the batch is padded to the longest sequence (the simple fixed-length path), every short sequence is processed up to max_seqlen: at decode time with one long and many short requests most of the K/V tiles are padding, so compute and HBM bandwidth are wasted; uninitialised padding can even produce NaN/inf in the output.",
    }
