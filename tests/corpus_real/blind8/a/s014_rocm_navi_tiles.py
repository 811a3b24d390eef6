# Sources: S17 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "Unified attention kernel: the K and V cache tiles are loaded into LDS (AMD's shared memory), "
            "QK^T and softmax happen in registers, P @ V accumulates on chip. Scores never touch global "
            "memory; only O is stored."
        ),
        "tiling": (
            "TILE_SIZE keys per iteration, capped at 128 when head_size > 128, so LDS use "
            "(TILE_SIZE x HEAD_SIZE_PADDED for K plus the same for V) stays under the 64 KB LDS limit; "
            "num_stages = 1 on navi."
        ),
        "numericalStability": (
            "Running max and running denominator per row in fp32; when a new tile raises the max, the "
            "accumulator and denominator are multiplied by exp(old_max - new_max)."
        ),
        "tradeOff": (
            "Autotuning over ~138 configs of num_stages / num_warps makes the first run compile for more than "
            "30 minutes, and TILE_SIZE = 2048 from next_power_of_2(block_size) overflows LDS (OutOfResources); "
            "capping the search space trades some peak tuning for compile time."
        ),
    }
