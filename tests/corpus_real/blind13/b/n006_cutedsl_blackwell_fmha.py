# Sources: S05 (paraphrase / practitioner rewrite)


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "TMA loads Q once and K/V per stage into SMEM; S accumulates in TMEM "
                         "(tcgen05.mma), P is written back to TMEM, not to global",
            "decision": "HBM reads are Q, K, V; HBM writes are O (bf16) and LSE (fp32, one per "
                        "row); S and P never go to global memory",
        },
        "tiling": {
            "mechanism": "mma_tiler_mn = (128, 128); two softmax warpgroups ping-pong on two Q "
                         "tiles per CTA",
            "decision": "a CTA owns 2 x 128 Q rows, K/V stream in 128-row tiles with 2 kv stages; "
                        "at d = 128: Q 64 KB + 2 x (32 + 32) KB = 192 KB SMEM",
        },
        "numerical_stability": {
            "mechanism": "online softmax, running row max in fp32, exp2 with scale_softmax_log2",
            "decision": "a correction warpgroup rescales the TMEM O accumulator by "
                        "exp2(m_old - m_new), skipped unless the max grows by more than 8 (log2 "
                        "units); final O / row_sum, LSE = m * ln2 + log(row_sum) stored",
        },
        "trade_offs": {
            "cost": "extra correction warpgroup and TMEM round-trips",
            "cause": "O lives in TMEM, so every rescale is a tcgen05.ld/st of the whole 128 x d "
                     "fp32 tile; that is why it is made conditional. Also sm_100 only: tcgen05 "
                     "does not exist on Hopper, so there is no fallback there",
        },
    }
