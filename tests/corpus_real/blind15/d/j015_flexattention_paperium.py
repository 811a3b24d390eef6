# Sources: S30, S29 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Only a BlockMask of (N/128)^2 entries is materialised, instead of an N x N boolean "
            "mask; neither the element-wise mask nor the scores S are ever written to HBM, "
            "mask_mod and score_mod are evaluated inside the fused kernel."
        ),
        "tiling": (
            "128 x 128 blocks. Blocks that the BlockMask marks empty are skipped entirely; partial "
            "blocks call mask_mod per element; full blocks skip the mask call. One program per "
            "(query block, batch*head), K/V streamed along the row."
        ),
        "numericalStability": (
            "score_mod is applied before the running max is updated; from there it is the FA2 "
            "online softmax, m and l in fp32 with the accumulator rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "The Triton template reaches 0.68x-1.43x of FlashAttention2; on Hopper it is slower "
            "because the generated kernel cannot use warp specialisation and TMA the way the "
            "hand-written FA3 does."
        ),
    }
