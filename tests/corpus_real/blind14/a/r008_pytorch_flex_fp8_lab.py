# Sources: S11 (paraphrase / learner rewrite, lab report after profiling)


def designOutline():
    return {
        "memoryTraffic": (
            "Flex attention compiles to one fused Triton kernel: the score_mod is applied to the S "
            "tile in registers, so neither the raw scores nor the modified scores ever go to HBM; per "
            "query block it reads the K and V blocks once and writes O and the logsumexp."
        ),
        "tiling": (
            "Inductor default for the forward here was BLOCK_M = 128, BLOCK_N = 64, 4 warps, 3 "
            "stages. The fp8 V blocks are loaded into SRAM with the same layout as the bf16 ones, "
            "which is where Nsight showed the bank conflicts."
        ),
        "numericalStability": (
            "With fp8 inputs I skipped the max subtraction in my own version: the scores are already "
            "multiplied by 1/sqrt(d), so exp() cannot overflow, and accumulation is in fp32 anyway."
        ),
        "tradeOff": (
            "fp8 was 1.39x slower than bf16 (615 us vs 441 us) instead of faster: loading fp8 V tiles "
            "into shared memory with the bf16 layout caused a huge increase in shared-memory bank "
            "conflicts, so the MMAs waited on smem."
        ),
    }
