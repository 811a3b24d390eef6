# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V come from storage buffers; k_tile and v_tile live in workgroup memory; the o accumulator stays on chip (half in registers, half in workgroup memory) until the final write.",
        "tiling": {
            "mechanism": "k_tile and v_tile: [max_k_step][head_size/4] arrays of vec4<f16> in workgroup memory",
            "decision": "max_k_step = 16 keys per step; for head size 96 that is (96/4) * 8 * 16 = 3 KB each; half of the o tile (48 * 2 * 64 = 6 KB) moved to workgroup memory; Dawn's default limit is 16 KB",
        },
        "numericalStability": "The running max starts at min_value = -65504 (the lowest f16), and the previous sum and o are scaled by exp(prev_max - new_max) before each step's keys are added.",
        "tradeOff": "Keeping the whole o row in private memory raised register pressure and spilled on Intel GPUs; moving half of it to workgroup memory fixes that but eats into the 16 KB workgroup limit.",
    }
