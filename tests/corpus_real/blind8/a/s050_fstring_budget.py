# Sources: S13, S01 (paraphrase / learner rewrite)
# my outline computes the smem budget so I don't get it wrong


BR, BC, D, BYTES = 128, 64, 128, 2
STAGES = 2


def _kb(n):
    return n / 1024


def designOutline():
    q = BR * D * BYTES
    kv = 2 * BC * D * BYTES
    total = q + STAGES * kv
    return {
        "memoryTraffic": (
            "S and P are never written to HBM; per (batch, head) the kernel reads Q once and K/V once per "
            f"query block ({'N/' + str(BR)} times) and writes O plus one fp32 logsumexp per row."
        ),
        "tiling": (
            f"Br = {BR} query rows stay in shared memory, Bc = {BC} K/V rows streamed with {STAGES} stages, "
            f"d = {D}, fp16: Q {_kb(q):.0f} KB + {STAGES} x {_kb(kv):.0f} KB K/V = {_kb(total):.0f} KB of smem "
            "per block, one block per query tile."
        ),
        "numericalStability": (
            "online softmax: running max m and sum l in fp32 per row; acc and l rescaled by exp(m_old - m_new) "
            "whenever a K/V tile raises the max; O = acc / l at the end."
        ),
        "tradeOff": (
            f"At {_kb(total):.0f} KB per block only two blocks fit in an H100 SM's 228 KB, so a third stage "
            "would drop occupancy to one block per SM."
        ),
    }
