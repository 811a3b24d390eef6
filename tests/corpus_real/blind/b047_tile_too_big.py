# Sources: S01 (sec. 3.1), S28 (flash-attention issue #2750, SMEM overflow) -- learner's oversize choice
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Bigger tiles mean fewer passes over K and V: with a 512-row Q block each K/V element is read "
            "only N/512 times from HBM; scores never leave the chip."
        ),
        "tiling": (
            "BLOCK_M = 512, BLOCK_N = 512, head dim 128, 2 pipeline stages: the Q tile and two stages of K "
            "and V tiles are held in shared memory; one CTA per (batch, head, 512-row block)."
        ),
        "numericalStability": (
            "Online softmax with fp32 running max/sum; acc and l multiplied by exp(m_old - m_new) when the "
            "max increases; O = acc / l at the end."
        ),
        "tradeOff": (
            "Fewer CTAs: with 512-row blocks a 4k sequence gives only 8 blocks per head, so small batches "
            "don't fill the 132 SMs of an H100."
        ),
    }
