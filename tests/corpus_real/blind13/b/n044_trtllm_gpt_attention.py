# Sources: S41 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Context FMHA (enable_context_fmha): packed QKV [num_tokens, 3 * H * D] read once, no "
            "padding (remove_input_padding); S is never materialised; O is written and K/V are "
            "also written into the KV cache for the generation phase."
        ),
        "tiling": (
            "fmha_v2 kernels for sm80: Q tiles of 64 rows per CTA (4 warps x 16 rows), K/V tiles "
            "of 128 keys, head size picked from the kernel table; CTA grid (ceil(S / 64), H, B)."
        ),
        "numericalStability": (
            "enable_context_fmha_fp32_acc: accumulate in fp32 instead of the fp16 default on some "
            "kernels; running max/sum per row in fp32 and O rescaled by exp(m_old - m_new) per K/V "
            "tile."
        ),
        "tradeOff": (
            "Paged KV cache + FMHA uses more memory than standard attention because of the "
            "workspace and the cache blocks."
        ),
    }
