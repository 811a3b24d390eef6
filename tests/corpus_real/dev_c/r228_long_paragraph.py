# Sources: learner rewrite after S2 (lynx-cortex online softmax recurrence) and P1
def designOutline():
    return {
        "memoryTraffic": "So the reason why normal attention is slow is not the matmuls, the GPU is very good at them, but that we write the full S matrix and then the P matrix to the global memory and read them again, and for N = 8k that is 64M elements per head each time. In my design all of this happens inside one kernel and the S and P only exist as tiles in registers and shared memory, so what comes from HBM is just Q, K and V (K and V re-read once per query block) and what goes back is O and one float per row for the backward.",
        "tiling": "I would give each thread block one block of 128 queries, and it loops over the keys in chunks of 64 keys, loading K chunk and V chunk into shared memory, with head dim 128 that is 16 KB each in fp16, and the Q block (32 KB) is loaded one time at the start and stays.",
        "numericalStability": "The problem is that to do softmax you need the max of the row and the sum, and you only have 64 of the keys at a time. What I do is keep for every query row the max so far and the sum so far, and when a new chunk comes and has a bigger max, I multiply the old sum and the old output row by exp(old max - new max), which is always <= 1 so it cannot overflow. For fp16 this is mandatory because exp of anything above ~11 overflows. The statistics and the output accumulator are fp32.",
        "tradeOff": "It is more complicated than it looks, there are many details.",
    }
