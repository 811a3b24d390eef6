# sources: S58 (facebookresearch/xformers fmha kernel_forward.h: kKeepOutputInRF / kNeedsOutputAccumulatorBuffer; paraphrased)
def designOutline():
    return {
        "memoryTraffic": "Each CTA reads kQueriesPerBlock query rows once, iterates over K/V in kKeysPerBlock chunks; attention scores live in the register file. If the whole value dimension fits (kSingleValueIteration), the output is kept in registers (kKeepOutputInRF) and written once; otherwise an fp32 output_accum buffer in global memory holds the partial output between key blocks.",
        "tiling": "kQueriesPerBlock = 64, kKeysPerBlock = 64 for head dim <= 64 (both must be multiples of 32); one CTA per (query block, head, batch); on sm80 with half inputs V is preloaded (kPreloadV) while the QK^T matmul runs.",
        "numericalStability": "Per row: mi = running max, s_prime = running sum; new block -> mi_new = max(mi, rowmax(S)), output and s_prime scaled by exp(mi - mi_new), s_prime += rowsum(exp(S - mi_new)); logsumexp = mi + log(s_prime) saved in fp32 for backward.",
        "tradeOff": "For value dims too large to keep in registers (above 128), the partial output has to go through the fp32 output_accum buffer in global memory on every key block, adding an extra read and write of B x M x H x Kv floats per iteration and an extra allocation.",
    }
