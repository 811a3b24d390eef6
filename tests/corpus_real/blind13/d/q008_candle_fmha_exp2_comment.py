# Sources: S05 (excerpt + paraphrase)


def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "one fused fmha kernel: QK^T -> softmax -> PV",
            "decision": "score fragments stay in registers; nothing of size seqlen x seqlen is "
                        "stored to global memory; global writes are O and softmax_lse only",
        },
        "tiling": {
            "mechanism": "per-CTA Q tile, loop over K/V tiles",
            "decision": "16 x 128 MMA fragments per warp, 4 warps split the 64-row Q tile; "
                        "K/V tiles of 128 keys x d = 64 loaded to smem each iteration "
                        "(16 KB each in fp16)",
        },
        "numerical_stability": {
            "mechanism": "exp2 with log2(e) folded into the scale",
            "decision": "the kernel comment says: 'Instead of computing exp(x - max), we compute "
                        "exp2(x * log_2(e) - max * log_2(e)). This allows the compiler to use the "
                        "ffma instruction' - so scale*log2e is precomputed and one FFMA + EX2 per "
                        "element replaces fadd+fmul+exp; the row max is subtracted inside that "
                        "FFMA and accumulators are fp32",
        },
        "trade_offs": {
            "cost": "backward recomputation",
            "cause": "P is not saved, so the dgrad kernel re-runs QK^T and the exp2 for every "
                     "tile from Q, K and softmax_lse: about one extra GEMM per tile",
        },
    }
