# Sources: S04 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "With the load-compute-finish template the kernel does far fewer FLOPs than the "
            "O(N^2) path, and only Q, K, V, O touch HBM."
        ),
        "tiling": (
            "h100_lcf.cu: 3 consumer warpgroups, each owns 64 Q rows (wgmma M = 64) -> 192 Q "
            "rows per block; 1 producer warpgroup TMA-loads K/V tiles of 128 rows. d = 64 bf16: "
            "K, V tiles 16 KB each, 2 stages -> 64 KB, + Q 24 KB = 88 KB smem."
        ),
        "numericalStability": (
            "Online softmax in fp32 registers: max_vec, norm_vec per row; o_reg multiplied by "
            "exp2(max_old - max_new) before accumulating the new P*V; Q pre-multiplied by "
            "log2(e)/sqrt(d) so exp2 is used everywhere."
        ),
        "tradeOff": (
            "At d = 128 each consumer holds a 64x128 fp32 o_reg (64 regs/thread) plus a 64x128 "
            "att_block (64 regs) plus the bf16 copy of P; with 3 consumer warpgroups the register "
            "file runs out even after setmaxnreg gives consumers 240, so we drop to 2 consumers "
            "and lose about 10% throughput."
        ),
    }
