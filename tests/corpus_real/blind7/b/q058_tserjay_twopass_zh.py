# Sources: S57 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": "S 和 P 不写回 HBM,只写 O 和每行的 LSE。",
        "tiling": "Q 分块 Br = 64,K/V 分块 Bc = 64 放在 shared memory 里,外循环遍历 Q 块,内循环遍历 KV 块。",
        "numericalStability": (
            "online softmax 只是把求最大值和求和合成一次遍历;但在 FlashAttention 里局部的 max 会算错,所以还是要先对 K "
            "扫一遍拿到每行精确的最大值,第二遍再算 exp 和 PV。"
        ),
        "tradeOff": "第一遍扫描要多读一次 K,所以 HBM 读 K 的次数翻倍。",
    }
