# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "_scaled_dot_product_flash_attention_for_cpu: query, key, value are read from DRAM "
            "block by block; the full L x S attention matrix is never allocated; each thread "
            "writes its output rows and a logsumexp per row."
        ),
        "tiling": (
            "Query split size 128 rows, key/value split size 512 rows; work items = batch x heads "
            "x (L / 128) spread over OpenMP threads; each thread keeps its 128 x 512 fp32 score "
            "block and 128 x d accumulator in its own buffer (L2-sized)."
        ),
        "numericalStability": (
            "Per query row the running max and sum are kept in fp32 (also for bf16 input); each "
            "new 512-key block rescales the accumulator by exp(max_old - max_new)."
        ),
        "tradeOff": (
            "Because every thread allocates its own score and accumulator buffers, the flash CPU "
            "path uses more memory than the standard math attention."
        ),
    }
