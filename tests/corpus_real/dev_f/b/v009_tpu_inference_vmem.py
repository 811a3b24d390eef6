# Sources: S09 (paraphrase of PR description)
def designOutline():
    return {
        "memoryTraffic": "K/V blocks are DMA'd from HBM into VMEM, the q block stays in VMEM for the whole kv loop, scores live only in VMEM/vregs; HBM writes are the output block.",
        "tiling": "Block sizes come from BlockSizes.get_default(batch, heads, q_len, kv_len); single_batch_single_step is enabled only when the estimated VMEM of the blocks fits in ~90% of the 40 MB default limit, instead of the hardcoded kv_seq_len <= 92800.",
        "numericalStability": "Same numerics as the GPU flash attention kernel.",
        "tradeOff": "The static threshold ignores block sizes, so a larger block config can blow past the VMEM limit (VMEM OOM) or pick the slow path needlessly.",
    }
