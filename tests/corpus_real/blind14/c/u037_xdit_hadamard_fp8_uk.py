# Sources: S17, S16 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused FP8 attention kernel: S і P лишаються on-chip, в HBM не пишуться; з HBM читаємо Q, K, V у FP8 "
            "(вдвічі менше байтів ніж bf16) і пишемо O + LSE."
        ),
        "tiling": (
            "Q tile 128 rows, K/V tiles 128 rows, d = 128; у FP8 кожен tile 16 KB, тож із 2 stages маємо "
            "16 + 2×(16+16) = 80 KB SMEM. Hadamard rotation блоком 128 fused у quantization kernel перед attention."
        ),
        "numericalStability": (
            "Online softmax у fp32: running max m і sum l, rescale accumulator на exp(m_old − m_new); P "
            "квантизується в FP8 тільки для другого matmul, а статистики — fp32."
        ),
        "tradeOff": (
            "Без rotation outliers у Q/K роблять per-tensor FP8 scale великим, і дрібні значення губляться — в "
            "xDiT відео виходили з артефактами. Rotation розмазує outlier по блоку, але це ще один read QKV і "
            "temp buffer, тож на одному шарі speedup впав з 1.36x до 1.29x (torchao PR)."
        ),
    }
