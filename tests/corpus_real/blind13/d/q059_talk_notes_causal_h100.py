# Sources: S27 (*) (paraphrase), S22 (paraphrase), S13 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Talk notes (long version). The design rule I keep repeating: the only tensors that "
            "touch HBM are the ones the user can see. Q, K and V come in; O goes out, plus one "
            "fp32 logsumexp per query row so the backward has the softmax normaliser. S and P are "
            "born and die on chip: S in the WGMMA accumulator registers, P converted to bf16 in "
            "registers and fed to the second WGMMA, neither ever written to HBM. For N = 16k, "
            "d = 128, 16 heads that is 2 x 16 x 16384^2 x 2 B = 16 GB of S+P we never allocate."
        ),
        "tiling": (
            "H100, bf16, d = 128: Br = 128 queries per CTA, split into two consumer warpgroups of "
            "64 rows; Bc = 176 keys per K/V tile is what the real kernel uses at this size, but "
            "I'd keep 128 for a first version: Q 32 KB + 2 stages x (K 32 KB + V 32 KB) = 160 KB. "
            "Causal: the grid is launched with the longest (last) query blocks first, K/V tiles "
            "fully above the diagonal are skipped, and only the diagonal tile gets the mask."
        ),
        "numericalStability": (
            "fp32 for m, l and the O accumulator. Scores are multiplied by scale * log2(e) once so "
            "the exponentials are exp2; rescale factor exp2(m_old - m_new). Masked positions get "
            "-inf, and a row whose running max is still -inf uses 0 as the subtrahend so "
            "exp2(-inf - (-inf)) never happens."
        ),
        "tradeOff": (
            "Cost of the Hopper design: producer/consumer warp specialisation and the ping-pong "
            "between warpgroups need TMA, mbarriers and WGMMA, so the kernel only runs on sm90; "
            "on anything older you need the FA2 code path."
        ),
    }
