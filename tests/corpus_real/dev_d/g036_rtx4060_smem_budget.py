# Sources: S41 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "Each block loads its Q tile once and every K/V tile once; sS (Br x Bc fp32 scores) sits in shared memory and is never written to global mem; sO (fp32) and m, l are also in shared memory and only the normalised O is written back, once, at the end. The naive baseline instead materialises the full N x N S_buf in global memory.",
        "tiling": "Br = 64, Bc = 64, head_dim = 128 (Llama 3). Grid (ceil(N/Br), batch*heads), 128 threads. smem: sQ 16 KB + sK 16 KB + sV 16 KB (fp16) + sS 16 KB + sO 32 KB (fp32) + m,l 0.5 KB = ~96.5 KB < 128 KB of the RTX 4060 Ti / Orin.",
        "numericalStability": "row_m starts at -INFINITY; alpha = (m_old == -INF) ? 0 : expf(m_old - m_new) so the first tile does not produce NaN; sO and l are multiplied by alpha before adding exp(s - m_new) * V; padded/masked columns are -INF and contribute p = 0; final O = sO / l with a guard for l = 0.",
        "tradeOff": "96.5 KB per block on a 128 KB SM means only one block per SM fits: no second block to hide the global-memory latency of the next K/V tile, so the SM stalls on each load.",
    }
