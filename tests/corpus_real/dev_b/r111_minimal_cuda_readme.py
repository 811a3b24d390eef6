# sources: S25 (tspeterkim/flash-attention-minimal README, caveats section; short excerpts + learner glue)
def designOutline():
    return {
        "memoryTraffic": "Kj and Vj tiles are loaded into shared memory once per outer iteration; Q_i, O_i, l and m are read from HBM and written back each time. The forward pass is enough to show the use of shared memory to avoid the large N^2 reads/writes of S.",
        "tiling": "The block size is fixed at compile time to 32 (Bc = Br = 32). In the inner loop, I assign each thread to a row of the output matrix.",
        "numericalStability": "Q, K, Vs are in float32, unlike the original implementation which uses float16.",
        "tradeOff": "This thread-per-row simplification makes the matrix multiplications very slow. This is probably why for longer sequences and larger block sizes, this gets slower than the manual implementation.",
    }
