# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Inside each device it is a normal flash kernel (S/P never leave SRAM, only Q/K/V in and O/lse out). Across devices, K/V blocks travel around the ring over NVLink/ICI while the local block is being computed, so the only extra traffic is K and V, never scores.",
        "tiling": "Sequence sharded over P devices; each device keeps its Q shard resident and receives one K/V shard per ring step (P steps total). Striped layout: device i holds tokens i, i+P, i+2P, ... instead of a contiguous chunk.",
        "numericalStability": "Each ring step returns a partial (O, m, l) per row; partials are merged with the online-softmax rule: m = max(m1, m2), O = O1*exp(m1-m) + O2*exp(m2-m), l likewise, in fp32.",
        "tradeOff": "With contiguous shards and a causal mask, device 0 mostly receives fully masked K/V blocks and waits while the last device computes full blocks every step: the triangular mask makes the ring as slow as its busiest device. Striping gives every device roughly half-masked blocks, ~1.45x end-to-end at 256k.",
    }
