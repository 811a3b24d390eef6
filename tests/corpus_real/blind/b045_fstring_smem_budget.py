# Sources: S02 (sec. 3.3 block sizes), S06 (issue #190 shared-memory arithmetic)
# Learner rewrite; values computed.

BR, BC, D, BYTES = 128, 64, 128, 2


def designOutline():
    q_kb = BR * D * BYTES // 1024
    kv_kb = 2 * BC * D * BYTES // 1024
    return {
        "memoryTraffic": (
            f"Q tile {BR}x{D} read once per CTA, K/V tiles {BC}x{D} streamed, S and P ({BR}x{BC}) never "
            f"written to HBM; output {BR}x{D} and {BR} logsumexp values written at the end."
        ),
        "tiling": (
            f"Br = {BR}, Bc = {BC}, d = {D}: Q tile {q_kb} KB + K and V tiles {kv_kb} KB = {q_kb + kv_kb} KB of "
            f"shared memory per CTA, so 3 CTAs fit in an H100 SM; Q resident, K/V streamed; grid over "
            f"(N/{BR}, batch*heads)."
        ),
        "numericalStability": (
            "fp32 running max m and sum l per row; acc *= exp(m_old - m_new) and l = l*exp(m_old - m_new) "
            "+ rowsum(exp(S - m_new)) for every K/V tile; O = acc / l in the epilogue."
        ),
        "tradeOff": (
            f"At d = 256 the same tiles need {2 * (q_kb + kv_kb)} KB, so only one CTA fits per SM and there is "
            "nothing to hide the load latency; we have to shrink Bc to 32, which halves the work per load."
        ),
    }
