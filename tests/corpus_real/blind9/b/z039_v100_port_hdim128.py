# Sources: S39 (paraphrase of README/issue)
def designOutline():
    return {
        "memoryTraffic": "V100 port of FA2: Q tile read once per CTA, K and V tiles streamed from HBM, S and P only in registers/shared memory; forward returns out plus softmax_max and softmax_sum per row.",
        "tiling": "Br = 64, Bc = 64, head dim 128 on V100 (no cp.async, so plain loads into shared memory with __syncthreads between tiles); grid = (N/64, batch*heads).",
        "numericalStability": "Per row keep softmax_max and softmax_sum in fp32, rescale the fp32 accumulator by exp(max_old - max_new) each K/V tile, and save both for the backward instead of P.",
        "tradeOff": "Current repo only supports head dimension 128, more will come in the future.",
    }
