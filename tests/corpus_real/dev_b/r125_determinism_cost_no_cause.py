# sources: S32 (OpenRLHF PR #868 "Support full determinism option", excerpt), S40; learner notes
def designOutline():
    return {
        "memoryTraffic": "FlashAttention is IO-aware and memory efficient, it minimizes memory reads and writes between HBM and SRAM.",
        "tiling": "Forward: one thread block per (128-row query block, head, batch); K/V blocks of 64 rows streamed through shared memory with double buffering (cp.async), head dim 128.",
        "numericalStability": "Running row max and row sum in fp32 registers; the accumulator is rescaled by exp(m_old - m_new) whenever the max grows, and normalised by 1/l at the end.",
        "tradeOff": "Deterministic backward is implemented in v2.4.1 but not enabled by default, as it's slightly slower and uses more memory.",
    }
