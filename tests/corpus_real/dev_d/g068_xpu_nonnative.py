# Sources: S15, S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "In our kernel the Q block is load to SLM one time, K and V block are load from global memory one by one, the score is only keep in registers of subgroup and not store back; at the end out and lse is write to global.",
        "tiling": "BLOCK_M = 64 query rows for one work-group, BLOCK_N = 64 keys each iteration, HEAD_DIM = 64; sub-group size 16 on Intel GPU, 4 rows per thread group; nd_range (batch, heads, N/64).",
        "numericalStability": "accum_t is float. For every K block we take new max = max(old max, block max), then multiply the out accumulator and the sum with exp(old max - new max) before add the new block, so nothing overflow.",
        "tradeOff": "2D block load need surface width multiple of 4 bytes, so seqlen * sizeof(data) % 4 == 0, means seqlen must be even for fp16; odd seqlen must be padded which waste one row of load.",
    }
