# Sources: S16, S17 (paraphrase / learner rewrite, early checkpoint submission)


def designOutline():
    return {
        "memoryTraffic": (
            "Checkpoint 1 answers. One fused kernel: QK^T, softmax and PV together, so S and P are "
            "never materialised in HBM; only O goes back."
        ),
        "tiling": "Br, Bc, SRAM, warps, double buffering, causal skipping",
        "numericalStability": (
            "Row max m and row sum l updated per K block; previous acc multiplied by exp(m_old - m_new) "
            "when m changes; final O = acc / l in fp32."
        ),
        "tradeOff": "register pressure, occupancy, recomputation",
    }
