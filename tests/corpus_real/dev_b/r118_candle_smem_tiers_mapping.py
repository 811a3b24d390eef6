# sources: S17 (huggingface/candle PR #3456 "Handle Flash Attn V2 SMEM conditions better"), S16 (flash-attention issue #2750); learner mapping form
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused kernel, Q/K/V tiles staged in shared memory",
            "decision": "S and P are kept in registers and never written to global memory; O and the per-row LSE are the only outputs",
        },
        "tiling": {
            "mechanism": "tile size chosen from the shared memory the GPU offers",
            "decision": "head_dim 256: 64 x 64 tiles on H100 (>= 192 KB smem), 32 x 64 on A100 (>= 160 KB); below 160 KB (sm86/sm89) the kernel is not launched and we use eager attention",
            "note": "Trade-off: on A100 the 32-row query tiles are used at the expense of twice as many K/V reloads, because every K/V tile is now streamed for half as many query rows.",
        },
        "numericalStability": {
            "mechanism": "online softmax with running max",
            "decision": "per row keep m and l in fp32, rescale the O accumulator by exp(m_old - m_new) at each K/V tile, divide by l at the end",
        },
    }
