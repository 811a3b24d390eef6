# Sources: S13 (paraphrase of the PR's principle table)
def designOutline():
    return {
        "memoryTraffic": [
            "Optional Hadamard rotation of Q/K spreads channel outliers (orthogonal, so QK is preserved).",
            "K smoothing centres K over the sequence dimension before INT8 quantization.",
            "Optional blockwise Q smoothing subtracts the Q-block mean; delta_s restores the removed score term.",
        ],
        "tiling": (
            "One workgroup per (128 query rows, head) on MI308X (gfx942), 4 wavefronts; K/V blocks of "
            "64 rows are staged through LDS and the loop walks the KV sequence."
        ),
        "numericalStability": (
            "Scores are dequantized with q_scale*k_scale into fp32, softmax uses exp2 with log2(e) folded "
            "into the scale and a running row max; P is cast to fp8 only for the PV product, which "
            "accumulates in fp32."
        ),
        "tradeOff": (
            "This kernel does not implement the Hadamard rotation; without it the channel outliers stay "
            "in Q/K, the per-block int8 scale is stretched and the quantization error grows."
        ),
    }
