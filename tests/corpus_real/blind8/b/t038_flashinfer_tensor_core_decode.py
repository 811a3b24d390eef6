# Sources: S43 (paraphrase of PR + review heuristic)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode is memory-bound: every page of the paged KV cache is read once per KV head and "
            "shared by all query heads of its GQA group; outputs are written once, scores never."
        ),
        "tiling": (
            "use_tensor_cores=True runs the prefill kernel for decode and fuses the query-head group "
            "with the token dimension as the MMA's M; heuristic: fp16/bf16 -> use tensor cores when "
            "gqa_group_size > 4, fp8 KV -> always."
        ),
        "numericalStability": (
            "Same online softmax in both paths: per-row running max and denominator in fp32, partial "
            "outputs of a split merged with their lse."
        ),
        "tradeOff": (
            "With small groups (group size < 4) the MMA's M rows are mostly padding, so the tensor-core "
            "path does wasted work and is no faster than the CUDA-core decode kernel."
        ),
    }
