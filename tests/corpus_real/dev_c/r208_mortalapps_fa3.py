# Sources: S15 (mortalapps, FlashAttention-3 Asynchronous Execution), S14 (wentao.site FA3 summary)
def designOutline():
    return {
        "memoryTraffic": "Producer warps only fetch data (TMA loads of K/V tiles from HBM into shared memory) while consumer warps never leave the WGMMA; the FP32 accumulator of QK^T is down-cast in registers and fed directly as FP8 input to PV without extra memory traffic.",
        "tiling": "Warp-specialized software pipelining: warps are divided into producers (data movement via TMA) and consumers (computation via WGMMA), with 2-stage pipelining to hide the low-throughput softmax in the shadow of asynchronous matrix multiplications.",
        "numericalStability": "Low-precision (FP8) support with block quantisation and incoherent processing to keep accuracy.",
        "tradeOff": "Inference-centric workloads (tiny batch, KV-cache reuse) not yet optimised; kernels tuned for training-style large batches.",
    }
