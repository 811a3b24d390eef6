CONFIGS = {64: (128, 64), 128: (128, 32)}  # head_dim -> (BLOCK_M, BLOCK_N)


def design_outline():
    tiling = []
    for d, (bm, bn) in CONFIGS.items():
        kb = (bm + 2 * bn) * d * 2 // 1024
        tiling.append(f"d={d}: BLOCK_M={bm} query rows resident in SRAM, BLOCK_N={bn} K/V rows streamed, ~{kb} KB smem")
    return {
        "memory_traffic": "fused attention: S and P are never stored to HBM; only Q,K,V are loaded and O,LSE stored",
        "tiling": tiling,
        "numerical_stability": "running max / running sum per row, exp(m_old - m_new) rescale of acc and l, fp32 accumulators",
        "trade_off": "smaller BLOCK_N at d=128 keeps smem under budget at the expense of more loop iterations and more K/V load instructions",
    }
