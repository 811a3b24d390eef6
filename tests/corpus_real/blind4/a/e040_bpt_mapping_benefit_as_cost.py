# Sources: A08 (learner rewrite in mapping form)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "blockwise attention fused with the blockwise feed-forward",
            "decision": "attention scores of a query block exist only on chip; the FFN is applied to that block's "
                        "output before moving on, so neither the N x N scores nor the full-sequence FFN hidden "
                        "activations are written to HBM",
        },
        "tiling": {
            "mechanism": "outer loop over query blocks, inner loop over key/value blocks",
            "decision": "query block 512, key block 512 (as in the released config); one block of Q resident, "
                        "K/V blocks streamed",
        },
        "numericalStability": {
            "mechanism": "running max and denominator across key blocks",
            "decision": "scores in fp32; previous numerator and denominator multiplied by exp(max_old - max_new) "
                        "when a key block raises the max",
        },
        "tradeOff": {
            "cost": "smaller blocks",
            "consequence": "smaller blocks are good for occupancy and use less SRAM",
        },
    }
