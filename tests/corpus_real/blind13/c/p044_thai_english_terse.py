# Sources: S24, S25 (paraphrase / learner rewrite, Thai-English terse notes)


def designOutline():
    return {
        "memoryTraffic": "fused kernel, S/P ไม่ลง HBM, อ่าน Q K V, เขียน O + lse",
        "tiling": "Br=128 Q ค้างใน smem, Bc=64 K/V stream, 4 warps, grid (N/128, B*H)",
        "numericalStability": "m, l, exp, fp32, rescale",
        "tradeOff": "d=256 → tile ไม่พอดี smem → ต้องลด Br เหลือ 64, tensor core ใช้ได้น้อยลง",
    }
