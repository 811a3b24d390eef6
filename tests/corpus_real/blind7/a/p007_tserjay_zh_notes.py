# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S、P 不写回 HBM，只在 SRAM 里算完就丢；HBM 只读 Q/K/V（K/V 每个 Q 块读一遍），只写 O 和每行的 m、l。",
        "tiling": "分块：Q 按行切成 Br 块，K/V 按 Bc 块；外循环 Q 块，内循环 K/V 块。",
        "numericalStability": "online softmax：safe softmax 要先遍历一遍找最大值再求和，online 只要一遍："
                              "d_i = d_{i-1}·e^{m_{i-1}-m_i} + e^{x_i-m_i}，O 也同样乘 e^{m_old-m_new} 修正。",
        "tradeOff": "缺点：实现复杂。",
    }
