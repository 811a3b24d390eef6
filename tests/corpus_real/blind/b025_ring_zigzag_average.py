# Sources: S31 (zhuzilin/ring-flash-attention issue #2) -- learner misunderstanding of the merge
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Inside one GPU the attention is a normal flash kernel: Q tile in SRAM, K/V tiles streamed, S never "
            "written to HBM. Between GPUs only the K/V shards are passed around the ring with P2P sends."
        ),
        "tiling": (
            "The sequence is cut into 2n blocks for n GPUs and assigned zig-zag (GPU0 gets b0 and b7, GPU1 "
            "b1 and b6, ...); on each GPU the kernel uses 128-row Q tiles and 64-row K/V tiles."
        ),
        "numericalStability": (
            "Each GPU computes the softmax of its queries over the K/V shard it currently holds, and the "
            "partial outputs of the ring steps are averaged at the end."
        ),
        "tradeOff": (
            "If we split the input sequence into n blocks, this will result in uneven calculation, where the "
            "gpu that has b3 will do around 4 times more calculation than the gpu that has b0, due to causal "
            "attention mask."
        ),
    }
