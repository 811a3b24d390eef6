# Sources: S47 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "When split KV is enabled, out_partial and lse_partial are allocated in fp32 in HBM and merged by "
            "_flash_attn_fwd_combine; S and P never leave TMEM/registers."
        ),
        "tiling": (
            "num_splits_heuristic picks the splits when num_splits < 1; the Sm100 forward gets explicit m_block_size "
            "and n_block_size, and the Sm90 forward runs with intra_wg_overlap=True and mma_pv_is_rs=True, i.e. P "
            "stays in registers as the A operand of the PV GEMM."
        ),
        "numericalStability": "score_mod_hash and mask_mod_hash are added to the compile key.",
        "tradeOff": (
            "Every new score_mod / mask_mod hash is a new compile key, so the first call with a new mask pays the "
            "JIT compile time."
        ),
    }
