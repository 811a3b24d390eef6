# Sources: S04 (excerpt + paraphrase of an issue thread)
def designOutline():
    return {
        "memoryTraffic": "Flash attention is an IO-aware exact attention algorithm that uses tiling to reduce the number of memory reads/writes between GPU HBM and on-chip SRAM, it requires fewer HBM accesses than standard attention.",
        "tiling": "Yes, Intel GPU will get benefit from it. It has been verified in other AI framework; we could implement it in SYCL backend next.",
        "numericalStability": "Each work-group keeps the row max and row sum in fp32; when a new K block raises the max, the accumulator and the sum are scaled by exp(old_max - new_max) before adding the new block.",
        "tradeOff": "On Arc the shared local memory is 64 KB per Xe-core, so at head dim 128 the K/V tiles have to shrink to 32 rows and the XMX engines are under-used; gains may be smaller than on CUDA.",
    }
