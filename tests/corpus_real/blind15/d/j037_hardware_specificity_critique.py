# Sources: S01 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention writes the N x N matrix S to HBM, reads it back for the softmax, "
            "writes P and reads it again for PV; that round trip is the bottleneck the paper "
            "targets."
        ),
        "tiling": (
            "Q tiles of 128 rows stay in shared memory, one CTA each; K/V tiles of 64 rows are "
            "streamed, with 4 warps per CTA splitting the Q rows among them."
        ),
        "numericalStability": (
            "Online softmax with per-row running max and sum in fp32, and rescaling of the "
            "accumulator by exp(m_old - m_new) at each new block."
        ),
        "tradeOff": (
            "The kernel is written against Ampere's shared-memory size and mma.sync layouts; on "
            "TPUs or AMD parts the tile sizes and the warp layout have to be redone, so every new "
            "accelerator means retuning from scratch."
        ),
    }
