# Sources: S07 (learner misunderstanding from issue thread)
def designOutline():
    return {
        "memoryTraffic": "Flash attention puts the whole Q, K and V of a head into shared memory instead of GPU memory, so nothing is read from HBM during the attention and that's why head dim > 64 matters.",
        "tiling": "One block of 128 query rows per CTA, K and V visited in 64-row tiles in the inner loop.",
        "numericalStability": "Online softmax: keep running max and sum per query row in fp32, rescale the partial output by exp(old max - new max) when the max grows.",
        "tradeOff": "On the A40 the backward for head dim 128 (vicuna-7b has 128) errors, because the backward tiles need more shared memory per block than that card allows.",
    }
