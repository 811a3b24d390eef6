# Sources: S07 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "核心是 IO 感知：QK^T → mask → softmax → dropout → 乘 V 全部融合成一个 kernel，中间的 N×N 矩阵不落 HBM；只有 O 和 logsumexp L（反向用）写回显存。",
        "tiling": "FA2：Q 按 Br = 128 行切块，每个 thread block 处理一个 Q 块和一个 (batch, head)，Q 块常驻 shared memory；K、V 按 Bc = 64 行在内层循环里流过。d = 128，fp16：Q 32 KB + K 16 KB + V 16 KB。4 个 warp 分 Q 的行，避免 split-K 在 warp 之间同步。",
        "numericalStability": "softmax 分块做：每个 K/V 块内先减去这个块自己的最大值，算 exp，再除以这个块的和，得到块内的 P_ij，然后 P_ij·V_j 直接累加到 O 上。这样就不会溢出了。",
        "tradeOff": "反向传播不存 P，要从 Q、K 和保存的 logsumexp 重新算 S 和 P，反向多做一次 QK^T 的矩阵乘，用计算换显存。",
    }
