# Sources: S05, S08, S06 (paraphrase / learner rewrite, Chinese-English code-switched)


def designOutline():
    return {
        "memoryTraffic": "S 和 P 不写 HBM，全部在 SRAM 里 tile by tile 算完就丢；HBM 只读 Q/K/V、写 O 和 lse。",
        "tiling": (
            "Br = 128, Bc = 64, d = 64, fp16, Q tile 常驻 shared memory，K/V 在 inner loop 里 stream，"
            "one CTA per (Q block, head)。"
        ),
        "numericalStability": (
            "Online softmax：每行 running max m、running sum l 用 fp32，新 block 来了 acc 和 l 乘 "
            "exp(m_old − m_new)。"
        ),
        "tradeOff": (
            "我们测到和 PyTorch 实现有 2~3% precise loss，因为 FlashAttention 本质上是近似的 attention，"
            "用一点精度换速度。"
        ),
    }
