# Sources: S10 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode path (one query row): each workgroup streams its slice of the f16 KV cache "
            "from the storage buffer into kv_shmem once, keeps q in registers and writes one "
            "partial O row plus its (max, sum) pair to a tmp buffer; the reduce kernel reads only "
            "the nwg partials per head, never a score row."
        ),
        "tiling": "WG_SIZE, max_subgroup_size, nwg, split-KV, KV tile, reduce kernel.",
        "numericalStability": (
            "Each split keeps its own running max and sum in f32; the reduce kernel takes "
            "M = max over splits and merges O = sum_i exp(m_i - M) * O_i / sum_i exp(m_i - M) * l_i."
        ),
        "tradeOff": (
            "The old vec path assumed a 32-wide subgroup when sizing the workgroup; on a GPU with "
            "128-wide subgroups (Pixel 10) the reduce kernel, which maps one split to one lane, "
            "read the wrong partials once split-KV kicked in (nwg > 1), so long prompts gave "
            "wrong output. nwg is now capped by min_subgroup_size."
        ),
    }
