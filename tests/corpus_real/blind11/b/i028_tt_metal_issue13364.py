# Sources: S31 (learner rewrite of an issue and its follow-up)

def designOutline():
    return {
        "memoryTraffic": "SDPA on Tensix: Q chunk read from DRAM once, K/V chunks streamed into L1 circular buffers; the score chunk is consumed in L1 and never written to DRAM; outputs and stats written once.",
        "tiling": "chunks, cbs, cores, q_chunk_size, k_chunk_size.",
        "numericalStability": "Running max and sum statistics updated per K chunk with mul_block_inplace/add_block_inplace; the old output is scaled by exp(max_old - max_new). Stats are kept with fp32 accumulate on bf16 circular buffers.",
        "tradeOff": "With 128K sequences the number of chunks gets large and the pcc drifts away from ground truth; most of the drop turned out to come from the approximate exp in the math unit, not from bf16 accumulation.",
    }
