# sources: S29, S40 (short summaries); learner rewrite with a wrong IO count
def designOutline():
    return {
        "memoryTraffic": "Because S never leaves SRAM, FlashAttention needs only O(N d) HBM accesses in total, linear in N and independent of the SRAM size, the same as reading Q, K and V once.",
        "tiling": "BLOCK_M = 128 query rows per CTA kept in shared memory with the fp32 O accumulator in registers, BLOCK_N = 64 key rows per iteration streamed in order, head dim 128; grid = (N / 128, batch * heads).",
        "numericalStability": "Running max m and sum l per row in fp32; when a new K block arrives rescale acc and l by exp(m_old - m_new); divide acc by l after the last block.",
        "tradeOff": "Register pressure: the 128 x 128 fp32 accumulator for O takes 64 KB of registers per CTA, so only 2 CTAs fit on an SM and latency hiding is limited.",
    }
