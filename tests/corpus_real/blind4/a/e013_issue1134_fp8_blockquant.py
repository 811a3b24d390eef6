# Sources: I03, A03 (excerpt-like paraphrase of the FP8 accuracy passage quoted in the issue)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V come in FP8 (1 byte/elem, half the HBM bytes of fp16); S and P live in registers "
                         "only; O is written in bf16 plus one fp32 LSE per row.",
        "tiling": "Br x d and Bc x d blocks (Br = 128, Bc = 128, d = 128); producer warp issues TMA loads of K/V "
                  "blocks into a 2-stage smem ring, 2 consumer warpgroups do the WGMMAs.",
        "numericalStability": "e4m3 has only 3 mantissa bits, so block quantization: one scale per Br x d block of Q "
                              "and per Bc x d block of K, V; each S block is multiplied by q_scale * k_scale before "
                              "the softmax, which runs in fp32 with the running max and exp(m_old - m_new) rescale.",
        "tradeOff": "Per-tensor scaling lets a few outlier values take the whole e4m3 range, so most values lose "
                    "precision and the error grows; incoherent processing (random Hadamard on Q and K) spreads the "
                    "outliers but costs an extra transform before the kernel.",
    }
