# Sources: S03 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Step 1 reads Q and K (1 MB each) and writes S = 32 MB. Step 2 reads S (32 MB) and writes P (32 MB). Step 3 reads P (32 MB) and V (1 MB) and writes O (1 MB). Total around 132 MB of HBM traffic for one head at N = 4096, almost all of it the N x N matrices.",
        "tiling": "Q tiles of 128 rows stay in shared memory per thread block; K/V tiles of 64 rows (d = 128) are streamed in the inner loop, double-buffered with cp.async; grid = (N/128, batch*heads).",
        "numericalStability": "Online softmax with a running max and sum per row in fp32; the partial output is rescaled by exp(m_old - m_new) whenever the max increases.",
        "tradeOff": "Causal masking leaves the first query blocks with very little work and the last with the most, so some SMs idle at the end (tail effect) unless blocks are scheduled longest-first.",
    }
