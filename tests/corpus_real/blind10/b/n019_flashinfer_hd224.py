# Sources: S19 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "FlashInfer prefill: per CTA the Q fragment stays in registers, K/V pages are loaded into shared memory, the QK scores are consumed on chip and never stored; only O (and LSE) are written back.",
        "tiling": "The CTA has num_warps_x = 4 warps along the query rows; the head dim is cut into 16-wide fragments (num_frags_y = head_dim / 16) and KV into num_frags_z = 4 fragments of 16 per iteration.",
        "tradeOff": "Head dim 224 compiles but fails at runtime with 'Invalid configuration: num_frags_y=14': the dispatch only has layouts for head dims divisible by 64, so 14 fragments do not map onto any swizzle and the kernel refuses to launch.",
    }
