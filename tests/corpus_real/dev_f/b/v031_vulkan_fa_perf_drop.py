# Sources: S31 (paraphrase of a bug report thread)
def designOutline():
    return {
        "memoryTraffic": "Flash attention should reduce the memory traffic at long context, that's the whole point of turning -fa on.",
        "tiling": "The shader selection for big heads decides which path is used.",
        "numericalStability": "Scalar shader: fp32 accumulation, running max per row subtracted before exp, output rescaled per KV block.",
        "tradeOff": "Prompt processing at 15000 tokens drops from 1215 to 438 t/s with FA on: for Gemma's large-head layers the coopmat1 path is narrowly not selected, so it falls back to the scalar shader.",
    }
