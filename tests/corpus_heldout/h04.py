def designOutline():
    return {
        "memoryTraffic": "The matrix of the scores we do not write into the global memory never, also the matrix P. Kernel is reading Q, K and V and is writing only O and logsumexp of each row.",
        "tiling": "For every block of the threads we give 64 rows of Q, this block stay in shared memory. Then we make the loop on K and V, each time 64 rows, they come and go.",
        "numericalStability": "We keep for each row the maximum until now and the sum until now, in float32. When come new block with bigger maximum, we multiply the old sum and old output with exp(old maximum - new maximum).",
        "tradeOff": "In backward we must calculate again the matrix P because we did not keep it, so more calculation, but memory is much smaller.",
    }
