# Sources: S06, S41, S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "On the Max 1550 the forward reads Q once and K/V once per query block from HBM, writes O and the "
            "row logsumexp; the BLOCK_M x BLOCK_N score tile never leaves the GRF (registers)."
        ),
        "tiling": (
            "Autotune space on PVC: BLOCK_M in [128, 256], BLOCK_N in [32, 64, 128], num_stages in [3, 4], "
            "num_warps 8 or 16, grf_mode='large' so each thread gets 256 registers. The chosen forward for "
            "d = 64 is BLOCK_M = 128, BLOCK_N = 64, 3 stages: Q (128 x 64 fp16 = 16 KB) and the fp32 "
            "accumulator stay in registers, K/V blocks (8 KB each) are fetched with 2D block loads and "
            "prefetched 3 iterations ahead; footprint 16 + 3 x 16 = 64 KB. Q is not staged through SLM: the "
            "SLM version measured 95 vs 105 TFLOPS because of the extra store/load stalls. Grid = "
            "(N/BLOCK_M, Z*H)."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32, rescale with exp2(m_old - m_new) after each KV "
            "block, sm_scale * log2(e) folded into Q; final acc / l."
        ),
        "tradeOff": (
            "Every extra value in the autotune lists multiplies compile time: BLOCK_N = 128 was added to cover "
            "the CUTLASS configs although it is never selected on PVC, so we pay its compilation on every "
            "shape; and the best config can differ between PVC, BMG and LNL, so each needs its own tuning."
        ),
    }
