# Sources: S18 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Every split-K paged decode kernel writes its (m, l, O) partial to a global buffer, partial_stride floats apart (520 B at head_dim 128); the reduce kernel reads those partials once and writes the final O. Keys and values are not re-read in the reduce.",
        "tiling": "Reduce kernel: one block of 128 threads per (sequence, head); all (m, l) pairs of up to 256 splits are staged into shared memory with one parallel load, then reduced; at 8k context the GQA path uses 85 splits.",
        "numericalStability": "Global max gmax over the splits first; each split's weight exp(m_s - gmax) is computed once, l and O are combined with those weights in the same serial order as before, so the result is bit-identical to the old path.",
        "tradeOff": "Before the change thread 0 walked 170 dependent loads serially while 127 threads waited at __syncthreads, and recomputed exp 10,880 times per block; staging costs shared memory that grows with the split count, so above 256 splits the original path is kept.",
    }
