# Sources: S03 (paraphrase of issue report)
def designOutline():
    return {
        "memoryTraffic": "Backward re-reads Q, K, V, O, dO and the forward LSE from HBM; P is rebuilt on chip per tile instead of being loaded. dQ partial sums go to an fp32 accumulation buffer in global memory, dK/dV are written once per key block.",
        "tiling": "For head dim 256 I instantiate run_flash_bwd<256, 64, 64>: Bc = 64 keys per CTA kept in smem, the loop walks query blocks of Br = 64 rows, 2 stages for the Q/dO loads.",
        "numericalStability": "P is recomputed as exp(S * scale - LSE) using the logsumexp stored by the forward, so there is no second max pass; dQ accumulated in fp32.",
        "tradeOff": "At hdim 256 the 64x64 tiles with double-buffered Q and dO already eat most of the 228 KB of H100 smem, so the tiles cannot grow; and because dQ is summed with atomics across key blocks the result changes run to run unless deterministic mode is on.",
    }
