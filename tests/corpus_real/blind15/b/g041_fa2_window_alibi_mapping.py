# Sources: S26, S15 (*) (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, "
                         "alibi_slopes): one fused forward",
            "decision": "read q, k, v once per query tile; ALiBi bias is computed from the "
                        "[num_heads] slopes and the positions inside the kernel, not read as an "
                        "N x N tensor; S/P never written to HBM; write out + softmax_lse",
        },
        "tiling": {
            "mechanism": "grid over (seqlen_q / 128, batch, heads), inner loop over key tiles",
            "decision": "Q tile 128 x d in shared memory, K/V tiles of 64 rows double-buffered; "
                        "with window_size (left, right) only key tiles intersecting "
                        "[i - left, i + right] are loaded",
        },
        "numericalStability": {
            "mechanism": "online softmax on scaled scores plus ALiBi bias",
            "decision": "fp32 running max m and sum l per row; on each key tile rescale acc and l "
                        "by exp(m_old - m_new); a row with every key outside the window keeps "
                        "m = -inf and is written as 0 instead of NaN",
        },
        "tradeOff": {
            "cost": "deterministic=False backward is non-deterministic",
            "cause": "dQ is accumulated across key tiles with atomic adds in fp32, and the "
                     "order of the atomics changes run to run",
        },
    }
