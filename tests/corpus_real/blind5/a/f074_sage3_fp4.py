# Sources: S02, S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K quantized to FP4 (microscaling, one scale per 16 elements) before the kernel, so the HBM reads of Q and K shrink 4x vs bf16; inside the fused kernel S and P stay on chip, P is re-quantized to FP4 in registers for the PV matmul, O goes out in bf16.",
        "tiling": "Blackwell: 128-row Q tile per CTA, 128-row K/V tiles through shared memory, d = 128, scales loaded with each tile.",
        "numericalStability": "dequantized S in fp32, running row max m and sum l, acc rescaled by exp(m_old - m_new) per tile; P is quantized only after subtracting m so its range is [0, 1].",
        "tradeOff": "FP4 (E2M1) rounding is coarse: a 16-element block with one large outlier sets the scale and the rest of the block rounds to 0, which is why the paper smooths Q/K first; the cost is an extra pre-pass over Q and K before the kernel.",
    }
