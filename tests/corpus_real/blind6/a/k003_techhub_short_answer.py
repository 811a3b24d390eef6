# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Traditional attention is memory intensive because it stores large intermediate matrices. FlashAttention reduces memory bandwidth bottlenecks.",
        "tiling": "Q is split in blocks of Br=128 rows, each CTA keeps its Q block in shared memory and streams K,V blocks of Bc=64 rows through it, inner loop over the key blocks.",
        "numericalStability": "keep row max m and row sum l in fp32, rescale acc by exp(m_old-m_new) every block, divide by l at the end",
        "tradeOff": "problem: bigger Br means a bigger fp32 accumulator per thread, so registers run out and the kernel spills -> slower",
    }
