# Sources: S48 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "flash_attn_varlen_kvpacked_func packs the sequences with cu_seqlens, so no padding is read or written, "
            "and the Tq x Tkv attention matrix is never stored in HBM."
        ),
        "tiling": (
            "One thread block per (128-query block, head) over the packed sequence; K/V of the same sequence are "
            "streamed in 128-row blocks."
        ),
        "numericalStability": (
            "Inputs are cast to fp16 under amp; inside the kernel the softmax max and sum are fp32, but P is rounded "
            "to fp16 before the PV matmul, which is where most of the difference from the fp32 vanilla path comes "
            "from."
        ),
        "tradeOff": (
            "In autoregressive normalizing flows the invertibility error goes from about 1e-10 with the vanilla fp32 "
            "version to about 1 with flash-attention-2, because the kernel only runs in fp16/bf16 and that rounding "
            "error is amplified through the inverse."
        ),
    }
