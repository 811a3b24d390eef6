# Sources: S34 (*) (paraphrase / learner rewrite), S03 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "On an A100 (1.5 TB/s, 312 TFLOPS) standard attention sits at an arithmetic intensity "
            "around 2 FLOP/byte. My kernel keeps every S/P tile on chip and never writes them to "
            "HBM; the only N-sized outputs are O and the logsumexp vector."
        ),
        "tiling": (
            "Br = Bc = 64, d = 128, fp16: three 16 KB tiles (Q resident, K and V streamed) = "
            "48 KB of the 163 KB a block may use. Grid over (query block, head)."
        ),
        "numericalStability": (
            "Running max + running sum per row in fp32; previous accumulator multiplied by "
            "exp(m_prev - m_cur) when the max moves; stored LSE for backward."
        ),
        "tradeOff": (
            "Honest downside: FlashAttention uses more memory than standard attention because it "
            "has to keep the extra per-row statistics m and l plus the logsumexp around for the "
            "backward."
        ),
    }
