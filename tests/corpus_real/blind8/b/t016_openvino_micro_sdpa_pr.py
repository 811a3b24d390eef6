# Sources: S22 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "SDPA implemented with oneDNN GEMM microkernels inside one OpenCL kernel: QK^T, softmax and "
            "the V GEMM are fused, so the score matrix is not materialized in global memory; the fused "
            "transpose is folded into the loads."
        ),
        "tiling": "Tile sizes come from the oneDNN config tables for each GPU arch and head size.",
        "numericalStability": (
            "Row max and row sum kept in fp32 registers, accumulator rescaled by exp(m_old - m_new) per "
            "K tile even though inputs are fp16."
        ),
        "failureMode": (
            "Fails over when is_causal = true: the micro SDPA does not implement causal masking (and is "
            "fp16 only, static head count), so those models fall back to the older OCL SDPA kernel."
        ),
    }
