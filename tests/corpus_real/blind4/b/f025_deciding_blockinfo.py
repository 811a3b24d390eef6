# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Block-level masking: for a causal Q block, K/V blocks entirely above the diagonal are not even loaded, so they cost no HBM bandwidth; inside, S tiles stay in registers, the mask is applied there and never stored.",
        "tiling": "BlockInfo gives n_block_min / n_block_max per m_block: causal means K[0 : (m_block+1)*tile_m + shift] with shift = seqlen_k - seqlen_q; the inner loop only runs over that range; tile_m = 128, tile_n = 128.",
        "numericalStability": "Only the diagonal blocks get element masks (-inf); the row max is taken after masking, and every causal row contains its own diagonal key, so m is finite. With local windows a row can be fully masked: then the max is set to 0 before exp so we never compute exp(-inf - (-inf)) = NaN.",
        "tradeOff": "Causal skipping makes the work uneven: the last query blocks iterate over N/tile_n K blocks, the first over one, so CTAs finish at very different times unless the heavy blocks are scheduled first.",
    }
