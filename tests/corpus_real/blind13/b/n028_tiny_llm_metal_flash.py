# Sources: S25 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Device memory holds q, k, v, out; each threadgroup copies its Q block (32 x E) once "
            "and each K/V block (32 x E) into threadgroup memory; the 32 x 32 score block lives in "
            "thread registers; out is written once per Q block - the L x S matrix is never in "
            "device memory."
        ),
        "tiling": (
            "flash_attention_f32_e128 on an M2: Br = 32, Bc = 32, E = 128, float32; threadgroup "
            "memory holds Q 16 KB + K 16 KB + V 16 KB = 48 KB; group_id.x = batch*head, "
            "group_id.y = Q block, simd_gid = row in the Q block, simd_lid = column in the K block."
        ),
        "numericalStability": (
            "One simdgroup per row: m = max(m_old, simd_max over the 32 lanes of the block); "
            "l = l * exp(m_old - m) + simd_sum(exp(s - m)); o = o * exp(m_old - m) + p V; "
            "out = o / l at the end."
        ),
        "tradeOff": (
            "E has to be <= 128 and a multiple of the 32 lanes; for E = 80 lanes 80-95 would read "
            "out of bounds, so those models fall back to the MLX reference path - an extra "
            "dispatch and the full score matrix."
        ),
    }
