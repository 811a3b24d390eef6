# Sources: S42 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Inside the FA kernel the S tile only lives in UB; softmax_flash_v2 updates in_max / in_sum in place and only O leaves for GM.",
        "tiling": "S tile of 128 x 128 in fp32 (64 KB) in UB; col_count / actual_col handle the ragged tail of the last KV tile.",
        "numericalStability": "expmax = exp(in_max - new_max) is the flash rescale factor; out_sum = in_sum * expmax + rowsum(exp(s - new_max)); the test asserts expmax directly against torch.",
        "tradeOff": "UB is only 192 KB on the vector core, so a 128 x 128 fp32 S tile plus its exp tile leaves little room for double buffering; bigger tiles would stall the pipeline.",
    }
