# Sources: S34, S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Even with unified memory the device RAM is the slow level: the Metal kernel reads Q, K, V from "
            "device buffers and writes O only; each score block lives in threadgroup memory/registers and is "
            "dropped after it is multiplied by V."
        ),
        "tiling": (
            "Block sizes depend on the chip tier and head dim, under Metal's 32 KB of threadgroup memory. "
            "Base M-series, d = 128: 32 x 32 (BQ x BK) -> Q 32 x 128 x 2 B = 8 KB, K 8 KB, V 8 KB = 24 KB. "
            "Max/Ultra, d = 64: 64 x 64 -> Q 8 KB + K 8 KB + V 8 KB = 24 KB. d = 256 drops to 32 x 16 on Base. "
            "Threadgroup = 128 threads (4 simdgroups) on Base/Pro, 256 on Max/Ultra; one threadgroup per "
            "(query block, head), K/V streamed in the inner loop."
        ),
        "numericalStability": (
            "Online softmax per query row in float: running max and sum in simdgroup registers, previous "
            "output scaled by exp(m_old - m_new) every K block, divide at the end."
        ),
        "tradeOff": (
            "The per-tier table must be re-tuned for each new GPU family (Apple10 / M5 already needs larger "
            "GEMM tiles), because the same 32 KB budget and ALU count give different optimal shapes."
        ),
    }
