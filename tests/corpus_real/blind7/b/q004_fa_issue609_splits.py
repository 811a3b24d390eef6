# Sources: S04 (excerpt + paraphrase)


def design_outline():
    return {
        "memory_traffic": (
            "In decode q is one row per head, so the kernel is basically a read of the KV cache: each split "
            "reads its own chunk of K and V from HBM once, the scores stay in registers, and it writes a partial "
            "O plus one LSE scalar per row; the combine kernel reads those small partials back."
        ),
        "tiling": (
            "By default splits=0 and a heuristic picks the number of splits from the GPU, batch size and number "
            "of heads. A100 has 108 SMs: with batch=1 and nheads=12, 9 splits along the seqlen dimension give "
            "12 x 9 = 108 thread blocks, one per SM. H100 SXM has 132 SMs, so about 11 splits there."
        ),
        "numerical_stability": (
            "Each split runs the usual online softmax with fp32 max and sum; the combine step rescales each "
            "split's output by exp(lse_i - lse_max) and divides by the sum of those weights."
        ),
        "trade_offs": (
            "More splits are not free: every split writes an fp32 partial O and LSE and needs the extra combine "
            "kernel, so when batch x heads already fills the 108 SMs, splitting only adds HBM traffic."
        ),
    }
