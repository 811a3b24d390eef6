def designOutline():
    return {
        "memoryTraffic": [
            "S and P never go to HBM; they exist only as Br x Bc tiles in SRAM",
            "reads: Q, K, V; writes: O and L (logsumexp)",
            "backward re-computes S and P from Q, K and L at the expense of ~30% more FLOPs, instead of storing an N x N P",
        ],
        "tiling": [
            "Br = 128, Bc = 64",
            "Q_i stays in SRAM while the loop goes over K_j, V_j",
        ],
        "numericalStability": [
            "online softmax: running max m and sum l per row, fp32",
            "rescale acc by exp(m_old - m_new) whenever m grows",
        ],
    }
