# Sources: S44 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": (
            "Paged decode with page_size = 16: each KV page is read once from HBM for the 7 query heads "
            "that share it; the output (1, 28, 128) is the only write."
        ),
        "tiling": (
            "num_qo_heads = 28, num_kv_heads = 4 -> group_size = 7; the tensor-core path packs the 7 heads "
            "into the M rows of a 16-row MMA tile per KV head; the CUDA-core path is templated on the group "
            "size."
        ),
        "numericalStability": (
            "The tensor-core decode path trades accuracy for speed (bf16 MMA), so with group_size 7 the "
            "output degenerates; the CUDA-core path is the exact one."
        ),
        "tradeOff": (
            "use_tensor_cores=False crashes for group_size 7 ('Unsupported group_size: 7') because 7 is "
            "missing from the generic group-size dispatch macro, so the fallback is unusable for that model."
        ),
    }
