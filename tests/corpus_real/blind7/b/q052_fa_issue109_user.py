# Sources: S51 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Flash attention can reduce time cost and device memory usage significantly.",
        "tiling": (
            "Only use flash when the head dim (qd // h) is <= 128, because the kernel keeps a Q tile of that width "
            "plus K/V tiles in shared memory and above 128 they do not fit on A100."
        ),
        "numericalStability": (
            "Our model is trained in fp32: we cast q, k, v to fp16 for the kernel and cast the result back to fp32; "
            "inside, the softmax max and sum are accumulated in fp32."
        ),
        "tradeOff": (
            "The loss differs from the baseline in training: the fp16 cast keeps 10 mantissa bits instead of 23, and "
            "that error accumulates over many steps while a single inference looks fine."
        ),
    }
