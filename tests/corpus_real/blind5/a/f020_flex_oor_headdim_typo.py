# Sources: S19 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlexAttention compiles score_mod/mask_mod into one Triton kernel, so the masked scores are generated on the fly in registers and never stored; the BlockMask lets whole K/V blocks that are fully masked be skipped without loading them.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, head_dim = 1024, fp32 inputs, 3 stages",
        "numericalStability": "online softmax with running row max and sum in fp32, rescaling the output accumulator when the max grows",
        "tradeOff": "Big head dims blow up shared memory: the kernel asked for 395520 bytes against a hardware limit of 232448 and failed with OutOfResources; reducing block sizes or num_stages may help.",
    }
