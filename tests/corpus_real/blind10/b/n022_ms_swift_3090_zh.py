# Sources: S22 (paraphrase / 中文用户口吻)

def designOutline():
    return {
        "memoryTraffic": "flash_attention 把 QK^T、softmax、乘 V 融合到一个 kernel,attention 矩阵不写显存,所以长序列微调显存大大降低。",
        "tiling": "分块计算,块大小由库自己决定,用户不用管。",
        "numericalStability": "flash attention 的结果和普通 attention 有一点精度差异,所以我们加了参数可以关掉它。",
        "tradeOff": "3090(sm86)上 head dim > 64 时反向会报 'Head dim > 64 backward requires A100 or H100':反向需要的共享内存超过 sm86 每个 block 的 99 KB,只能关掉 flash_attention 或者换卡。",
    }
