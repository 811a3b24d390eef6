# sources: S46 (mamba issue #387, a user's misunderstanding, paraphrased), S10
def designOutline():
    return {
        "memoryTraffic": "It is weird that it complains about shared memory, which is not a lack of VRAM (GPU memory) but essentially conventional RAM. The kernel stores the parameters in that memory for the whole sequence, so more GPU memory does not help.",
        "tiling": "Reduce chunk_size or the block sizes until it works; the autotuner picks the rest.",
        "numericalStability": "Each row tracks a running max and sum in fp32; when a block contains a larger value, the previous sum and output are multiplied by exp(old_max - new_max) before the block is added.",
        "failureModes": "With headdim = 512 the kernel asks for 663808 bytes of shared memory against a hardware limit of 101376 bytes, because the tiles scale with the head dimension, so it raises OutOfResources on every GPU regardless of how much HBM it has.",
    }
