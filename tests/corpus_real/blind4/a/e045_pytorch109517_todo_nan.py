# Sources: I11 (learner notes)
def designOutline():
    return {
        "memoryTraffic": "attn_mask tile is read per (q block, k block) next to K; scores and probabilities stay in "
                         "shared memory/registers; O and logsumexp written.",
        "tiling": "64 x 64 query/key blocks, head dim 64, one CTA per query block per (batch, head).",
        "numericalStability": "TODO: handle NaN",
        "tradeOff": "an additive float mask costs an extra N x N read from HBM per head, so masked attention is "
                    "slower than is_causal which is computed from indices.",
    }
