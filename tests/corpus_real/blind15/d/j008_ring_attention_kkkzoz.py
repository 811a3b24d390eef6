# Sources: S13, S36 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "每个设备只从 HBM 读入自己的 Q 块和当前轮到的 K/V 块；块内的 S = QK^T 只存在于片上 "
            "SRAM/寄存器中，用完即丢，从不写回 HBM。最后只写出 O 和每行的 logsumexp。"
        ),
        "tiling": (
            "把序列按设备数切成 P 段，每个设备把自己负责的整段 K/V 一次性全部放进共享内存，"
            "然后在环上传递下一段；Q 段常驻。"
        ),
        "numericalStability": (
            "每行维护 running max m 和 running sum l（fp32）。收到新的 K/V 块后，"
            "m_new = max(m, rowmax(S))，先把旧的累加器和 l 乘以 exp(m - m_new) 再加上新块，"
            "最后统一除以 l。"
        ),
        "tradeOff": (
            "通信和计算重叠的前提是块内计算时间大于传输时间：当每个设备的块太小（例如 4k token "
            "以下）时，环上传输 K/V 的时间无法被计算掩盖，GPU 会空等。"
        ),
    }
