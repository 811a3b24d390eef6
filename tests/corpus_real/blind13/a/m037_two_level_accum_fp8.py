# Sources: S39 (*) (paraphrase / learner rewrite)
# Take-home: long-context accuracy of FP8 attention on Hopper.


def designOutline():
    return {
        "memoryTraffic": "We use kernel fusion.",
        "tiling": (
            "Br = 128, Bc = 128, d = 128; after each K/V tile the FP8 wgmma accumulator is "
            "flushed into a separate fp32 register accumulator and reset, so only one tile's "
            "worth of products is ever summed in the tensor core."
        ),
        "numericalStability": (
            "Two-level accumulation: the Hopper FP8 tensor-core accumulator does not keep full "
            "fp32 precision, so P·V partial sums are added into a true fp32 O accumulator after "
            "every tile; online softmax with running max m and sum l in fp32 and O rescaled by "
            "exp(m_old - m_new) on top."
        ),
        "tradeOff": (
            "The extra fp32 accumulator doubles the O registers per thread (two 128 x 128 "
            "fragments per warpgroup), which raises register pressure and costs some "
            "throughput; without it, needle-in-a-haystack accuracy drops on long sequences "
            "because rounding error builds up over thousands of tiles."
        ),
    }
