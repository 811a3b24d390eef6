# Sources: S15 (paraphrase), S16 (paraphrase), S17 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "My kernel fuse all: QK^T, mask, softmax, PV. The S and P tiles are never written in "
            "HBM, they stay in registers. From HBM only Q, K, V (and the bool mask tile if user "
            "give one) are read, only O and lse are written."
        ),
        "tiling": (
            "H100: BLOCK_M = 128, BLOCK_N = 128, head dim 64, bf16: Q 16 KB stay in smem, K and V "
            "16 KB each with 2 stages = 80 KB. For causal, K/V blocks fully above the diagonal are "
            "skipped, only diagonal blocks apply the mask elementwise."
        ),
        "numericalStability": (
            "Masking choice: I set masked scores to -inf, not -1e4 or -10, because a finite "
            "sentinel can still win against real scores that are very negative, and -10 is not "
            "enough if scores are big. But -inf has a trap: a row that is fully masked keeps "
            "m = -inf, then exp(-inf - (-inf)) = NaN. So when m is still -inf I use 0 as the "
            "subtracted value, and at the end if l == 0 the output row is 0, not NaN. Running m "
            "and l in fp32 and accumulator rescaled by exp(m_old - m_new) like usual."
        ),
        "tradeOff": (
            "If you forget the fully-masked-row guard, one padded sequence in the batch produces "
            "NaN in its rows, and in training the NaN goes through the backward into all weights, "
            "because 0 * NaN is still NaN."
        ),
    }
