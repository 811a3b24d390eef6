# Sources: S23 (learner rewrite of a bot review comment)

def designOutline():
    return {
        "memoryTraffic": "GQA decode for varlen: each (batch, head group, split) program reads its part of K/V from HBM once; partial outputs go to a small Output/S buffer, never the full score row.",
        "tiling": "T.Kernel(batch, heads // valid_block_H, num_split, threads=128); block_H query heads of one KV group share a program; bz should offset each split's K range by ceildiv(seqlen_k, num_split).",
        "numericalStability": "Each split computes its own softmax over its K range (subtract the split max, divide by the split sum) and the splits' normalised outputs are simply added together at the end.",
        "tradeOff": "If bz is not used to offset the K range, every split starts at the same cur_start_k, so the kernel misses tokens and duplicate CTAs race on the same Output slice: the result is silently wrong for num_split > 1.",
    }
