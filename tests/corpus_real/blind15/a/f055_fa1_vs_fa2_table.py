# Sources: S01 (paraphrase), S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Both versions: S, P never written to HBM. FA1 (K/V outer loop) re-reads and re-writes the O "
                         "block and m, l in HBM for every K/V block; FA2 (Q outer loop) keeps O in registers and writes "
                         "it once, so only Q, K, V reads plus one O and lse write remain.",
        "tiling": "FA2: grid = (N / 128 query blocks, batch * heads), each CTA keeps its 128 query rows and fp32 O "
                  "accumulator on chip and loops over K/V in 64-row blocks; 4 warps split the 128 rows (32 each).",
        "numericalStability": "FA1 rescales O by diag(l)^-1 every step; FA2 keeps O unnormalised, rescales it by "
                              "exp(m_old - m_new) when the max moves, and divides by l once at the end; only the "
                              "logsumexp L = m + log l is stored for backward.",
        "tradeOff": "FA2's sequence-parallel grid helps long sequences, but the causal mask makes the last query "
                    "blocks do up to N/64 K/V iterations while the first do one, so blocks finish unevenly unless "
                    "they are scheduled longest-first.",
    }
