# Sources: S35, S12 (paraphrase / non-native learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "With sdpa_kernel(SDPBackend.FLASH_ATTENTION) the fused kernel read Q, K, V from "
            "global memory and write only the output and softmax_lse; the seqlen x seqlen "
            "probability matrix is not write to global memory, it is consumed in shared memory."
        ),
        "tiling": (
            "We split Q in blocks of 128 rows, one thread block for each (block, batch, head); "
            "K and V go through shared memory in blocks of 128 rows, head_dim 64, loop from "
            "first key block to last (or to diagonal for causal)."
        ),
        "numericalStability": (
            "Each row keep max and sum in float32; for new K block, if max is bigger, old output "
            "and old sum are multiply by exp(old_max - new_max), then add. Final output / sum."
        ),
        "tradeOff": (
            "Tradeoff: when head_dim is 256 the Q, K, V blocks of 128 rows are 64 KB each in "
            "fp16, too much shared memory for one block on A100, so block rows must drop to 64 "
            "and the kernel re-reads K/V twice as often."
        ),
    }
