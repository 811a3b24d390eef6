# Sources: S09 (paraphrase), S30 (paraphrase), S31 (paraphrase), S10 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Same plan on V100 (900 GB/s HBM2): one fused kernel, S and P stay on chip and are "
            "never written to HBM; HBM traffic is Q, K, V reads plus O and the LSE write. In the "
            "community fork's numbers that shows up as memory, B=1, H=32, N=1024, d=64 causal: "
            "~109 MB vs ~414 MB for PyTorch, because no 32 x 1024 x 1024 score tensor is allocated."
        ),
        "tiling": (
            "V100 allows 96 KB of shared memory per block. Br = 64, Bc = 64, d = 128, fp16: "
            "Q 16 KB resident, K and V 16 KB each streamed, 48 KB total, so two CTAs per SM. The "
            "shared-memory layout has to match Volta's mma.m8n8k4 operand shape rather than "
            "Ampere's m16n8k16, so the smem swizzle is Volta-specific."
        ),
        "numericalStability": (
            "fp16 only on Volta (no bf16), so the max subtraction is mandatory: scores beyond ~11 "
            "would overflow exp in fp16. Running m and l in fp32 registers, O accumulator fp32, "
            "rescaled by exp(m_old - m_new) on every block."
        ),
        "tradeOff": (
            "Volta's tensor-core instruction shape differs from Turing/Ampere, so the kernel needs "
            "its own shared-memory layout and copy path: a separate code path to maintain, and "
            "Ampere-only tricks (cp.async, ldmatrix) are unavailable, so loads are not overlapped "
            "with compute."
        ),
    }
