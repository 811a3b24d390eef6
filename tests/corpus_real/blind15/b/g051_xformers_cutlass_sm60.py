# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "The score matrix never goes to HBM: each 64 x 64 score tile is produced, softmaxed "
            "and multiplied by V inside the kernel. Total HBM traffic is Theta(N * d / M) bytes, "
            "M being the on-chip memory size, so doubling shared memory halves the traffic even "
            "for short sequences."
        ),
        "tiling": (
            "CUTLASS kernel: 64 query rows per CTA kept in shared memory, K/V iterated in 64-row "
            "tiles; for d <= 64 a whole K/V tile pair (16 KB in fp16) sits in shared memory; grid "
            "= (N/64, heads, batch)."
        ),
        "numericalStability": (
            "mi and si per row in fp32 registers; each tile: new max, rescale the previous output "
            "and si by exp(mi_old - mi_new), accumulate; final division by si, store lse."
        ),
        "tradeOff": (
            "The same FwOp also runs on P100 (Sm60) and in f32 without tensor cores; there the two "
            "matmuls run on CUDA cores, several times slower than the tensor-core path on Sm80."
        ),
    }
