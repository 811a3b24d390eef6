# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": "Tile kernel reads K/V of the cache once per column block and writes only the VKQ result; the KQ values stay in shared memory/registers.",
        "tiling": "kq_stride and kq_nbatch are tuning parameters per GPU (tuned for P40, RX 6800, MI50); warp_size 32, 64 also possible.",
        "numerical_stability": "If fast FP16 math is available it is used for the dot products, but the KQ accumulation and the softmax are always done in FP32, because those are the numerically problematic parts of the kernel; running max per column with rescale of the VKQ accumulator.",
        "trade_offs": "Warp size 64 did not give better performance.",
    }
