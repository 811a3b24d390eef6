# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Same FA3 dataflow as aiter: S/P kept in registers, K/V streamed once per query tile from VRAM.",
        "tiling": "Reuse aiter's FA3 tiling logic but re-derive it for RDNA4: 32-wide wavefronts instead of 64, WMMA 16x16x16 fragments instead of MFMA shapes.",
        "numericalStability": "softmax accumulation and causal masking are architecture-agnostic, port as is",
        "tradeOff": "The tiling has to be retuned per GPU: on GDDR6 (~960 GB/s vs 5+ TB/s HBM) each K/V re-read costs five times more, so tiles tuned for MI300X leave RDNA4 bandwidth-bound.",
    }
