# Sources: S38, S18 (paraphrase / learner rewrite, Turkish learner writing English)


def designOutline():
    return {
        "memoryTraffic": "Inside one GPU the kernel is fused: S and P stay in SRAM, never written to HBM; only output O and the logsumexp per row is written.",
        "tiling": "Each thread block hold 128 query rows in shared memory, K/V come in 64-row tiles in the inner loop; in ring attention each GPU also receive the next K/V chunk from the neighbour GPU while it compute the current chunk.",
        "numericalStability": "Each chunk give a partial O and its logsumexp; to merge, new_lse = max(lse_a, lse_b) + log1p(exp(-|lse_a - lse_b|)), and O = exp(lse_a - new_lse)*O_a + exp(lse_b - new_lse)*O_b, all in fp32.",
        "failure_mode": "If the kernel return each chunk output in bf16 and we accumulate bf16 outputs across ring steps, the rounding error of bf16 (8-bit mantissa) is added at every step, so the result differ from single-GPU attention; the accumulator must stay in fp32.",
    }
