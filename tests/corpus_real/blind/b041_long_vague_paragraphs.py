# Sources: S36 (Manning ch. 8 intro), S25 (shivam2003 FA3 paper juice), S14
# Learner rewrite; long paragraphs.

def designOutline():
    return {
        "memoryTraffic": (
            "Tensor cores gave us raw compute throughput, but attention has a different bottleneck: the sheer "
            "volume of data shuffled between on-chip SRAM and off-chip HBM. As we move into optimizing "
            "complex operations like attention, we encounter a different kind of performance barrier, and "
            "understanding this shift from compute-bound to memory-bound is the first step. My design is "
            "therefore focused on using the memory hierarchy as well as possible, keeping data close to the "
            "compute units whenever it makes sense and avoiding unnecessary round trips, which is what "
            "makes the whole thing fast in the end."
        ),
        "tiling": (
            "The computation is restructured so that tiles cooperate efficiently, with loops reorganized and "
            "work distributed across the GPU in a way that keeps every streaming multiprocessor busy. The "
            "tile sizes are chosen to match the hardware, and the kernel is written with the tensor cores in "
            "mind so that the matrix multiplies inside attention run at high throughput."
        ),
        "numericalStability": (
            "Because a row of scores arrives in pieces, each query row keeps the largest score seen so far and "
            "the sum of exponentials relative to it, both in fp32. When a later piece has a larger score, the "
            "old sum and the partial output are multiplied by exp(old max - new max) before the new piece is "
            "added, and at the end the output is divided by the sum."
        ),
        "tradeOff": (
            "Of course this approach may not work equally well on all GPUs, and it has some trade-offs in "
            "flexibility compared to the simple version."
        ),
    }
