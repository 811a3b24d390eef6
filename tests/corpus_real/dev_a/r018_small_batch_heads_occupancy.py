# sources: S2 (Sec. 3.2 parallelism, tradeOff excerpted and trimmed), S26, S34; other entries rewritten
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q block loaded once into shared memory, K/V blocks streamed from HBM, S and P only in registers, O and logsumexp written at the end. No N x N buffer in HBM.",
        "tiling": "Grid = (ceil(seqlen_q / 128), batch * heads): the sequence dimension is also parallelized, so each thread block handles one 128-row Q block and loops over 64-row K/V blocks. 4 warps per block, each warp owns 32 query rows.",
        "numericalStability": "Running max m and denominator l per query row, in fp32; accumulator multiplied by exp(m_old - m_new) when the max increases; output divided by l once at the end.",
        "tradeOff": "FlashAttention parallelizes over batch size and number of heads: one thread block per head, and there are 108 SMs on an A100. This scheduling is efficient when this number is large (say >= 80). In the case of long sequences (which usually means small batch sizes or small number of heads) most SMs sit idle, which is why we additionally parallelize over the sequence length dimension.",
    }
