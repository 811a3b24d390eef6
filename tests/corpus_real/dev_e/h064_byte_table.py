# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "N = 4096, d = 128, fp16, one head:\n"
            "| step            | HBM read      | HBM write |\n"
            "| S = QK^T        | Q, K: 2 MB    | S: 32 MB  |\n"
            "| P = softmax(S)  | S: 32 MB      | P: 32 MB  |\n"
            "| O = PV          | P, V: 33 MB   | O: 1 MB   |\n"
            "| fused (ours)    | Q 1 MB + K,V re-read 32x: 64 MB | O 1 MB + LSE 16 KB |\n"
            "S and P never leave SRAM in the fused row."
        ),
        "tiling": "Br = 128, Bc = 128, d = 128; Q tile resident (32 KB), one K and one V tile (32 KB each) per step; grid = (32, batch*heads).",
        "numericalStability": "Online softmax: m and l per row in fp32, acc *= exp(m_old - m_new) before adding the new block's exp(S - m_new) V.",
        "tradeOff": "The K/V re-reads scale with N / Br: at N = 32k that is 256 re-reads of K and V, so for very long sequences the fused kernel is again bandwidth-bound on K/V unless Br grows - which the register budget does not allow.",
    }
