# Sources: S06 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "flash_fwd_kernel.h: gQ -> sQ, gK -> sK, gV -> sV via cp.async; the scores (tSrS) and "
            "the output accumulator (tOrO) live in registers; P is converted to fp16 in registers "
            "and fed straight into the second gemm. Writes are only gO and softmax_lse (fp32, one "
            "per row)."
        ),
        "tiling": (
            "Flash_fwd_kernel_traits<128, 128, 64, 4>: headdim 128, kBlockM = 128, kBlockN = 64, "
            "4 warps; grid (ceil(seqlen_q / 128), batch, heads). The n_block loop runs from "
            "n_block_max - 1 down to 0 so the masked causal blocks come first; blocks right of the "
            "diagonal are never visited."
        ),
        "numericalStability": "softmax_rescale_o(scores, scores_max, scores_sum, acc_o, softmax_scale_log2) handles the rescaling.",
        "tradeOff": (
            "Is_even_MN = false costs: every load is predicated and the last tile is zero-filled, "
            "so ragged seqlens run roughly 5-10% slower than multiples of 128."
        ),
    }
