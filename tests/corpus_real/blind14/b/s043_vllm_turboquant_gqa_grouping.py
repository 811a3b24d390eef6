# Sources: S46 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Old TurboQuant k8v4 decode: grid (B, Hq, splits), one query head per CTA, so the 4-8 "
            "query heads of a KV group all load the same K/V from HBM. New: one CTA per "
            "(B, kv-head, split) loads each K/V block once and uses it for all KV_GROUP_SIZE heads; "
            "scores stay in registers."
        ),
        "tiling": (
            "Q tile = [KV_GROUP_SIZE padded to 16, BLOCK_D]; QK and PV with tl.dot on tensor cores; "
            "BLOCK_N = 64 K/V rows per iteration; NUM_KV_SPLITS along the sequence."
        ),
        "numericalStability": (
            "K is int8 and V 4-bit, dequantized to fp16 in registers right after the load; online "
            "softmax with e_max and e_sum in fp32, acc *= exp(e_max_old - e_max_new) per block; "
            "stage 2 merges the splits by their logsumexp. Trade-off: the padded rows (group 4 "
            "padded to 16) waste tensor-core work, still +16-27% because decode is bandwidth-bound."
        ),
    }
