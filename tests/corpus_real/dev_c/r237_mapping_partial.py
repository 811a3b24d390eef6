# Sources: learner rewrite after P1 and S2
def designOutline():
    return {
        "memoryTraffic": {"mechanism": "kernel fusion", "decision": "TODO"},
        "tiling": {"mechanism": "block tiling", "decision": "Br = 64, Bc = 128 with d = 128, K/V tiles double-buffered in smem, Q tile kept for the whole KV loop"},
        "numericalStability": {"mechanism": "safe softmax", "decision": "subtract running max; when the max grows, multiply l and the O accumulator by exp(m_prev - m_cur); l, m, O in fp32"},
        "failureMode": {"what": "exp overflow / NaN", "when": "if you forget to rescale the accumulator after the max changes, earlier contributions stay scaled to the old max and the normalisation is wrong"},
    }
