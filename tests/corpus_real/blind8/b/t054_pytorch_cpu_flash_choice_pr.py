# Sources: S53 (paraphrase)
PARTS = {
    "memoryTraffic": [
        "The unfused CPU SDPA writes the full B x H x L x L attention weights to DRAM and reads them back;",
        "the CPU flash kernel keeps a qSplitSize x kvSplitSize score block in a per-thread buffer that stays in cache,",
        "so DRAM sees only Q, K, V and the output.",
    ],
    "tiling": [
        "Q split into qSplitSize row blocks (e.g. 128) and K/V into kvSplitSize = 512 blocks;",
        "at::parallel_for over batch x heads x q-blocks, each thread loops over the K/V blocks.",
    ],
    "numericalStability": [
        "bf16/fp16 inputs are accumulated in fp32 buffers;",
        "per row a running max and sum, the output buffer rescaled by exp(max_old - max_new) per K/V block.",
    ],
    "tradeOff": [
        "Flash is chosen first, but when inputs are not 4-D or flash is disabled the selector falls back",
        "to the unfused SDPA, which is ~1.85x slower on the NanoGPT shape (B=1, L=1024, 25 heads, d=64).",
    ],
}


def designOutline():
    return {key: " ".join(lines) for key, lines in PARTS.items()}
