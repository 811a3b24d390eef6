# sources: S22 (microsoft/onnxruntime PR #32102 "Enable split-KV for paged FlashAttention decode", excerpt), S20 (flashinfer PR #4904)
def designOutline():
    return {
        "memoryTraffic": "Split-KV divides long KV sequences across multiple CUDA thread blocks; each block reads only its slice of the paged K/V cache and writes a partial output plus its LSE to a scratch buffer, which a combine kernel reads back.",
        "tiling": "Enabled only for decode with one new token per request, global attention without sinks, and KV sequences longer than 512 tokens; the number of splits is chosen from occupancy so that batch x kv_heads x splits covers about one wave of CTAs on the SMs.",
        "tradeOff": "The combine kernel costs more than it saves for short decode contexts, even when a high query-head count makes the occupancy heuristic select two splits; so short contexts, local-window attention and prefill keep the existing single-pass path.",
    }
