# Sources: S03, S04 (paraphrase, Chinese)
def designOutline():
    return {
        "memoryTraffic": "KQ 结果只在共享内存和寄存器里,不写回显存;K/V 每个列块从显存读一次,输出 VKQ 写一次。GQA 时同一组的 Q 头一起处理,K/V 只读一遍。",
        "tiling": "tile 内核:每个 block 处理 ncols 个 Q 列(token × GQA 头),按 kq_stride 个 KV 行一块循环;KV 长度最好补齐到 256 的倍数。",
        "numericalStability": "即使有快速 FP16,KQ 累加和 softmax 也一律用 FP32;每个新的 KV 块更新行最大值,并用 exp(旧最大值 - 新最大值) 缩放已有的 VKQ 累加器。",
        "tradeOff": "GQA 路径需要额外的整数除法来把列映射到 (token, head),还没有用 fastdiv,所以在部分 GPU/模型/batch 组合下慢 1-2%。",
    }
