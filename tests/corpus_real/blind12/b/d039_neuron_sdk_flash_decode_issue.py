# Sources: S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash_decode: one query row per head; K and V tiles are loaded from HBM into SBUF, the o, m and l buffers stay in SBUF across tiles, and the output is stored once.",
        "tiling": "B_P_SIZE = 128 keys per tile; the q_head_per_k query heads of a group are processed against one K/V head; grid (batch, kv heads).",
        "numericalStability": "Masked positions get -9984.0 instead of -inf; qk_max via tensor_reduce, then exp(qk - qk_max) with the row sum fused (activation_reduce) into an fp32 acc_type buffer.",
        "failure_mode": "A broadcasted element-wise multiply on SBUF tensors returns incorrect results, so the rescale of o_buffer by the max correction is silently wrong even though the kernel runs.",
    }
