# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "With ggml_flash_attn_ext the KQ matrix is never allocated: the op reads Q, K, V and writes only the result, so the flux compute buffer at 768x768 drops from 1105 MB to 505 MB.",
        "tiling": "The tiles are whatever ggml's CUDA FA kernel picks; there is still the opportunity to pad some tensors to make them fit.",
        "numericalStability": "ggml's FA kernel keeps the KQ max and the running sum per row in f32 and rescales the VKQ accumulator by exp(old_max - new_max) whenever the max increases.",
        "tradeOff": "On CPU it is a bit slower (80 s/it to 83 s/it at 512x512): the CPU has no small on-chip SRAM bottleneck to avoid, so the per-block rescaling is pure extra work; on CUDA it is faster.",
    }
