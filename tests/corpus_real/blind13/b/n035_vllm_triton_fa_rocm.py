# Sources: S32 (paraphrase / practitioner rewrite)
# MI300X config.


def designOutline():
    return {
        "memoryTraffic": (
            "_attn_fwd: the q block is loaded once through a block_ptr, k and v blocks once per "
            "iteration; qk and p live in registers; it writes o (fp16) and, for training, "
            "softmax_lse; the dropout mask is regenerated from philox_seed/offset instead of "
            "being stored."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, head dim 128 (powers of two only), num_warps = 4, "
            "waves_per_eu = 2 on MI300; grid (cdiv(seqlen_q, 128), heads, batch); causal: "
            "n_blocks = cdiv((start_m + 1) * BLOCK_M, BLOCK_N), boundary_check loads only on the "
            "last, partial block."
        ),
        "numericalStability": (
            "m_i = -inf, l_i = 1.0 at init; qk scaled by sm_scale * 1.44269504 and exp2; "
            "alpha = exp2(m_i - m_ij); acc *= alpha[:, None]; l_i = l_i * alpha + l_ij; acc / l_i "
            "at the end; fp32 accumulation; rows that are fully padded (varlen) are guarded so "
            "they write 0."
        ),
        "tradeOff": (
            "Non-power-of-two head dims are not supported: 96 is padded to 128, so a quarter of "
            "every load and MFMA is wasted on zeros."
        ),
    }
