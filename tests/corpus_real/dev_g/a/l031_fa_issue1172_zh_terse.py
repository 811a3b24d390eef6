# Sources: S10 (paraphrase / learner rewrite in Chinese, terse notes)


def designOutline():
    return {
        "memoryTraffic": "S/P 不写 HBM，只读 QKV、写 O+LSE",
        "tiling": "Br=128, Bc=64, d=128；Q 块常驻 smem，K/V 流式",
        "numericalStability": "running max/sum fp32，exp(m_old-m_new) 重缩放",
        "tradeOff": "d=256 时累加器太大、寄存器溢出，所以降速",
    }
