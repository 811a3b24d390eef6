# Sources: S03 (paraphrase / learner rewrite, peer-review comments)


def designOutline():
    return {
        "memoryTraffic": (
            "Peer review for group 7: your draft says the S tiles are written to HBM and read back for "
            "the softmax - that would be wrong, and it's the one thing the kernel exists to avoid. "
            "Suggested fix (what we did): S and P stay in shared memory/registers; HBM traffic is "
            "Q, K, V reads and O + LSE writes."
        ),
        "tiling": (
            "We used BLOCK_M = 128, BLOCK_N = 64 at d = 128 with 2 stages: Q 32 KB + 2 x (16 + 16) KB "
            "= 96 KB of shared memory, one CTA per query block and head. Your 3-stage 128 x 128 "
            "version needs 224 KB, which is legal on H100 but only just."
        ),
        "numericalStability": (
            "Your rescale is right: acc *= exp(m_old - m_new) before adding P~V; just keep m and l in "
            "fp32, not fp16."
        ),
        "tradeOff": (
            "With 3 stages at 224 KB only one CTA fits per SM, so while that CTA does its softmax the "
            "tensor cores idle - one block per SM is the price of the deep pipeline."
        ),
    }
