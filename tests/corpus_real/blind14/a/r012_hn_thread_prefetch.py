# Sources: S04 (paraphrase / learner rewrite, forum thread comments)


def designOutline():
    return {
        "memoryTraffic": (
            "From the HN discussion of the Triton rebuild: the kernel reads every K/V tile from HBM "
            "once per query block and never writes S back; the experiment in the comments was only "
            "about whether those tile loads get prefetched into shared memory ahead of use."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64 at d = 64, K/V tiles prefetched with num_stages = 3 so the "
            "next two tiles are in flight while the current one is used; the commenter found the "
            "benefit was non-monotonic in the number of stages."
        ),
        "numericalStability": "online softmax, running max, fp32, rescaling",
        "tradeOff": (
            "Each extra stage holds one more K tile and V tile in shared memory (16 KB per stage "
            "here), so going from 3 to 4 stages reduced the number of CTAs per SM and the kernel got "
            "slower again - that is the non-monotonic part."
        ),
    }
