# Sources: S22 (paraphrase / practitioner rewrite)
# Jetson Orin (sm_87) deployment notes.


def designOutline():
    return {
        "memoryTraffic": (
            "ContextFMHARunner: packed QKV [B, S, 3, H, D] read once; the prefill also writes K/V "
            "into the paged KV cache for decode; S x S scores never touch DRAM; output [B, S, H, D] "
            "fp16."
        ),
        "tiling": (
            "sm_87 variant: 64-row Q tiles per CTA, K/V tiles of 128 rows, head 128, fp16: "
            "16 KB Q + 32 KB K + 32 KB V = 80 KB, 2 CTAs per SM within the 164 KB; causal mask "
            "skips the K/V tiles past the diagonal."
        ),
        "numericalStability": (
            "fp32 accumulation for QK^T and PV; running max + sum per row, O accumulator rescaled "
            "by exp(m_old - m_new) per K/V tile; with sliding window the keys outside the window "
            "get -inf before the max."
        ),
        "tradeOff": (
            "isSPadded = true pads every sequence to paddedSeqLen, so a batch with one 2k prompt "
            "and seven 100-token prompts computes about 8x the useful tiles."
        ),
    }
