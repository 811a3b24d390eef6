# Sources: S21, S06 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "SDPBackend.FLASH_ATTENTION: one kernel, q/k/v in, out + logsumexp out; the math "
            "reference's attn_weight (L x S) is skipped entirely."
        ),
        "tiling": (
            "sm80 forward: kBlockM = 128, kBlockN = 64 at head_dim 64/128 "
            "(Flash_fwd_kernel_traits), 4 warps; grid (ceil(L / 128), B, H)."
        ),
        "numericalStability": (
            "It keeps the running max and sum, but the real win is that the softmax is done in "
            "fp16 instead of fp32 - the lower precision is where the speed comes from."
        ),
        "tradeOff": (
            "You cannot get the attention probabilities back from the flash backend because P "
            "is never stored; asking for them forces the MATH backend and its L x S allocation."
        ),
    }
