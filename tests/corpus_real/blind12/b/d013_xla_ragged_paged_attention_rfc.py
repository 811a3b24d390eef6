# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Inside the kernel the kv pages of the current sequence are loaded from HBM to VMEM one kv block at a time; the q block stays in VMEM; no logits are ever written to HBM.",
        "tiling": "q is permuted to [num_q_heads, num_tokens, head_dim]. Grid: for kv_head_idx, for logical_q_blk_idx, for kv_blk_idx, with the kv block innermost; metadata (sequence_ids, physical_q_tile_ids) maps each logical q tile to its sequence.",
        "numericalStability": "Running m and l per query across kv blocks in fp32; the accumulator is rescaled by exp(m_prev - m_cur) before adding each new block, and divided by l at the end.",
        "failureMode": "A physical q tile can straddle two sequences in a ragged batch, so it is visited once per sequence (logical tiles > physical tiles); with many short sequences that repeated work costs more than the attention itself.",
    }
