# Sources: S49 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The Q tile is loaded into workgroup memory once; K/V for kv_tile keys are loaded per "
            "step, or read straight from the f16 KV cache with KV_DIRECT (no shmem copy); scores "
            "live in subgroup matrices; only dst is written, never the KQ matrix."
        ),
        "tiling": (
            "ggml_webgpu_flash_attn_shader_decisions: q_tile = sg_mat_m x subgroups = 8 x 4 = 32 "
            "rows, kv_tile = 32 keys (whatever fits wg_mem_limit_bytes), WG size 128; head_dim 128 "
            "f16: Q 8 KB + K 8 KB + V 8 KB = 24 KB, under the 32 KB limit."
        ),
        "numericalStability": (
            "f32 row max and row sum in workgroup memory; logit_softcap (tanh) and the mask are "
            "applied before the max; sinks are folded in as one extra logit at the end: "
            "m' = max(m, sink), l' = l * exp(m - m') + exp(sink - m'), O scaled by exp(m - m')."
        ),
        "tradeOff": (
            "The tiled path needs chromium_experimental_subgroup_matrix; browsers without it "
            "had no FLASH_ATTN_EXT at all and fell back to mul_mat + soft_max + mul_mat, which "
            "writes the whole KQ matrix to a storage buffer."
        ),
    }
