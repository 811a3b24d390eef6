# Sources: S27, S17 (learner rewrite, computed strings)

BR, BC, D = 64, 64, 128
ELEM = 2  # fp16 bytes
Q_KB = BR * D * ELEM // 1024
KV_KB = 2 * BC * D * ELEM // 1024


def designOutline():
    return {
        "memoryTraffic": "S and P tiles stay in shared memory/registers and are never written to HBM; "
                         "HBM traffic is Q, K, V reads plus O and an fp32 logsumexp per row.",
        "tiling": f"Br = {BR}, Bc = {BC}, head dim {D}: Q tile {Q_KB} KB resident per CTA, "
                  f"K+V tiles {KV_KB} KB streamed per inner step, {Q_KB + KV_KB} KB of shared memory; "
                  f"grid = (N/{BR}, batch*heads), 4 warps.",
        "numericalStability": "Online softmax in fp32: running max m and sum l per row; when m grows the "
                              "accumulator and l are multiplied by exp(m_old - m_new); O = acc / l at the end.",
        "tradeOff": f"Raising Br to {2 * BR} doubles the fp32 accumulator to {2 * BR * D * 4 // 1024} KB of "
                    "registers per CTA, so only one CTA fits per SM and occupancy halves.",
    }
