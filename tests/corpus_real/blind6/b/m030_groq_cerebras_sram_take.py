# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "On an SRAM-only chip there is no HBM, so the flash idea is moot: everything is already in SRAM.",
        "tiling": "Weights and KV are sharded across many chips (a rack of LPUs), each holding ~500 MB SRAM.",
        "numericalStability": "Compiler-scheduled, deterministic execution, no runtime jitter.",
        "tradeOff": "SRAM capacity: a 70B model in FP8 (~70 GB) does not fit in one LPU's 500 MB, so it is sharded over a rack and the speed comes from the rack, not the chip.",
    }
