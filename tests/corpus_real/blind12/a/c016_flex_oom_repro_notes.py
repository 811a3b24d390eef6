# Sources: S16 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "flex_attention compiles to one fused Triton kernel: score_mod and block_mask are applied in registers, the B x H x S x S scores never exist in HBM; the kernel reads Q/K/V blocks and writes out plus logsumexp.",
        "tiling": "My config: BLOCK_M = 128, BLOCK_N = 128, head_dim = 256, num_stages = 3, fp16, one program per (query block, batch*head), K/V blocks streamed and skipped when the block_mask says the whole block is masked.",
        "numericalStability": "Same online softmax as flash: running row max and row sum in fp32, acc and sum multiplied by exp(m_old - m_new) when the max goes up; fully masked rows keep a -inf max and are guarded to write 0, not NaN.",
        "tradeOff": "Causal/prefix masks make the work uneven: query blocks near the end of the sequence have many more unmasked K/V blocks than the early ones, so some programs finish late while other SMs sit idle (tail effect).",
    }
