# Sources: S12 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "减少HBM的读写，提高访存效率。",
        "tiling": (
            "用pycuda查每个block最大共享内存M，按论文取 Bc = M/(4d)、Br = min(Bc, d)；外循环遍历Q块，"
            "内循环遍历KV块（FA2的顺序），每个triton program处理一个Q块，减少warp间通信。"
        ),
        "numericalStability": "在线softmax，对应FA2算法的第9~10行。",
        "tradeOff": (
            "Bc按M/(4d)算出来不一定是16的倍数，tl.dot用不了，只能向下取整到16的倍数，块变小后K/V被重复读"
            "的次数变多。"
        ),
    }
