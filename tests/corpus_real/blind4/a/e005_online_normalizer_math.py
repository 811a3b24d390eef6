# Sources: A04 (paraphrase / learner notation)
def designOutline():
    return {
        "memoryTraffic": "naive safe softmax = 3 passes over x in memory (max, sum, normalise) = 4 accesses/elem. "
                         "online normalizer: 1 pass for (m, d) + 1 to write y = 3 accesses/elem. "
                         "for attention: fuse with PV so scores never written to HBM at all, only O goes out.",
        "tiling": "one loop over the vector, reduce in parallel in the usual way.",
        "numericalStability": "m_0 = -inf, d_0 = 0; for j: m_j = max(m_{j-1}, x_j); "
                              "d_j = d_{j-1} * e^(m_{j-1} - m_j) + e^(x_j - m_j). y_i = e^(x_i - m_V) / d_V. "
                              "pairs (m,d) merge associatively: [m,d] (+) [m',d'] = [max, d e^(m-max) + d' e^(m'-max)].",
        "tradeOff": "each element costs one extra exp + multiply for the e^(m_{j-1} - m_j) correction, so when "
                    "the vector is short and already in cache (compute-bound) online can be slower than 3-pass.",
    }
