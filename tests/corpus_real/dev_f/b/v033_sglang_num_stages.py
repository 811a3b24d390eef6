# Sources: S33 (paraphrase of PR description)
def designOutline():
    return {
        "memoryTraffic": "The KV loop body is a straight global-to-shared load of the K and V tiles followed by two dots; scores stay on chip and only O is stored.",
        "tiling": f"Hopper only: num_stages = 3 if Lq <= 256 else 2 so Triton software-pipelines the next K/V tile load behind the two dots; HIP and pre-Hopper keep num_stages = 1; block sizes unchanged from _get_block_sizes_for_extend_attention.",
        "tradeOff": "At one stage the global loads never overlap with compute, so the kernel waits on HBM every iteration; 3 stages for Lq > 256 would not fit in shared memory, hence 2.",
    }
