# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)

BR, BC, D = 128, 64, 64
BYTES = 2


def designOutline():
    q_kb = BR * D * BYTES // 1024
    kv_kb = 2 * BC * D * BYTES // 1024
    return {
        "memoryTraffic": "S and P are never written to HBM; per (batch, head) the kernel reads Q once, K/V once per "
                         f"query block (N/{BR} times) and writes O plus one fp32 logsumexp per row.",
        "tiling": f"Br = {BR} query rows stay in shared memory ({q_kb} KB in fp16), K/V streamed in Bc = {BC}-row tiles "
                  f"({kv_kb} KB per stage), d = {D}, one CTA per query block and head.",
        "numericalStability": "online softmax: per-row running max m and sum l in fp32; acc and l rescaled by "
                              "exp(m_old - m_new) when m grows; O = acc / l after the last tile.",
        "tradeOff": f"Br = {BR} means each thread holds a big slice of the {BR} x {D} fp32 accumulator in registers; "
                    f"going to Br = {2 * BR} would spill registers and lower occupancy.",
    }
