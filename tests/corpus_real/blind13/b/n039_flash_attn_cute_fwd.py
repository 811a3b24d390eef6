# Sources: S36 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttentionForwardSm90: TMA brings Q once into smem, K/V through a num_stages "
            "pipeline; tSrS stays in registers; P is reused in registers as the A operand of the "
            "second wgmma (RS mode), so it never goes to smem or gmem; the epilogue writes O "
            "via smem + TMA and LSE in fp32."
        ),
        "tiling": (
            "m_block_size = 128, n_block_size = 128, d = 128; 2 consumer warpgroups + 1 producer; "
            "pack_gqa packs qhead_per_kvhead query heads into the M dimension; "
            "SingleTileLPTScheduler hands out causal tiles longest-first."
        ),
        "numericalStability": (
            "Softmax class: row_max, row_sum in fp32; scale_log2 = softmax_scale * log2e; "
            "online_softmax rescales acc_O by exp2((m_old - m_new) * scale_log2); the Check_inf "
            "guard turns m = -inf into 0 so fully masked rows give 0, not NaN; LSE = m * scale + "
            "log(row_sum)."
        ),
        "tradeOff": (
            "With causal masking the CTAs of the last query blocks do N/128 KV iterations while "
            "the first ones do 1; without longest-first ordering the last wave leaves most SMs "
            "idle (tail effect)."
        ),
    }
