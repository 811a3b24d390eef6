# Sources: S12 (already-used source; learner notebook cell in Chinese with a computed string)

M = 40 * 1024          # 每个 block 的共享内存（字节），pycuda 查到的（实验机）
d = 64
elem = 4               # fp32
Bc = M // (4 * d * elem)
Br = min(Bc, d)


def designOutline():
    return {
        "memoryTraffic": (
            "一个 triton kernel 里算完 QK^T、softmax、PV，S 和 P 只在 SRAM 里，不写回 HBM；HBM 只读 Q/K/V、写 O。"
        ),
        "tiling": "; ".join([
            f"Bc = M/(4d) = {Bc} 行 K/V",
            f"Br = min(Bc, d) = {Br} 行 Q",
            "外循环遍历 Q 块（每个 program 一个 Q 块），内循环遍历 K/V 块",
        ]),
        "numericalStability": (
            "在线 softmax：每行 m、l 用 fp32；m_new = max(m, rowmax)，acc 和 l 乘 exp(m − m_new)，最后除 l。"
        ),
        "tradeOff": (
            f"fp32 下 Bc 只有 {Bc}，不是 16 的倍数就用不了 tl.dot 的 tensor core，得向下取整，块越小 K/V 重读越多。"
        ),
    }
