def designOutline():
    return {
        "memoryTraffic": "Q/K/V tiles are moved from HBM into shared memory by TMA (asynchronous bulk copies) issued by a producer warp; S and P stay in registers and are never written to global memory. Writes: O and LSE only.",
        "tiling": "Hopper: 128 x 128 tiles (BLOCK_M=128, BLOCK_N=128 for d=128), warp-specialised: 1 producer warpgroup loads K/V into a circular smem buffer of 2 stages, 2 consumer warpgroups each own 64 query rows and run WGMMA. Ping-pong scheduling overlaps one warpgroup's softmax with the other's GEMM.",
        "numericalStability": "Online softmax with running max/sum in fp32; for FP8 inputs, incoherent processing (multiply Q and K by a random orthogonal Hadamard matrix) spreads outliers to reduce quantisation error, and block-wise scaling per tile.",
        "tradeOffs": "FP8 gives ~2x throughput but loses precision: the error vs an fp32 reference is larger than fp16. Warp specialisation also needs register reallocation (setmaxnreg) between producer and consumer warpgroups; too many stages exhaust the 228 KB smem.",
    }
