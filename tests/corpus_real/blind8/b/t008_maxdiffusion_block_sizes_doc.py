# Sources: S14 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Splash/flash kernel on TPU: Q blocks and KV blocks are DMA'd from HBM into VMEM, the logits "
            "live only in VMEM/VREG, and the kernel writes O plus the softmax residuals (for the "
            "backward) back to HBM."
        ),
        "tiling": (
            "block_q = 512 (HBM to VMEM and VREG) along the Q sequence; block_kv = 512 (HBM to VMEM); "
            "block_kv_compute = 256, the VMEM-to-VREG sub-block where compute is performed, must be a "
            "factor of block_kv."
        ),
        "numericalStability": "Softmax stability is handled inside the kernel, nothing to configure.",
        "tradeOff": (
            "use_fused_bwd_kernel: dQ, dK, dV in a single kernel, usually more performant but comes with "
            "slight HBM memory overhead."
        ),
    }
