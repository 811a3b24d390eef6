# Sources: S12 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Flash attention keeps data movement low and makes better use of the memory hierarchy "
            "than the split-reduce path."
        ),
        "tiling": (
            "use_shm_path: K/V are staged in workgroup memory in chunks of max_k_step keys (16 on "
            "Apple, 32 on NVIDIA), one workgroup per 64 queries x head, looping over "
            "total_sequence_length / max_k_step chunks."
        ),
        "numericalStability": (
            "Running max and running sum per query in f32; when a chunk raises the max, the "
            "accumulated output and the sum are multiplied by exp(old_max - new_max) first."
        ),
        "tradeOff": (
            "#28511 raised max_k_step to 32 on NVIDIA, but the subgroup path only had qk_1..qk_4 "
            "(16 keys), so with sg_size = 32 keys 16-31 were skipped and phi4 output was silently "
            "wrong - that is why everything now goes through the shm path."
        ),
    }
