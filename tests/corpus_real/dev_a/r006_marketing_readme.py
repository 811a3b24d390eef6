# sources: S5 (flash-attention README), S36 (skills.sh flash-attention page); marketing lines quoted
def designOutline():
    return {
        "memoryTraffic": "Flash Attention provides 2-4x speedup and 10-20x memory reduction for transformer attention through IO-aware tiling and recomputation.",
        "tiling": "IO-aware tiling makes attention fast and memory-efficient, and scales up to sequence length 64K.",
        "numericalStability": "Fast and memory-efficient exact attention; numerically stable in fp16 and bf16.",
        "tradeOff": "Memory savings are proportional to sequence length, since standard attention has memory quadratic in sequence length, whereas FlashAttention has memory linear in sequence length.",
    }
