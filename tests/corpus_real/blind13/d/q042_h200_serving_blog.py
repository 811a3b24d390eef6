# Sources: S13 (*) (paraphrase), S21 (paraphrase), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "H200: 141 GB of HBM3e at 4.8 TB/s. For prefill the fused kernel reads Q, K, V once "
            "per query block and writes O and the fp32 LSE; the N x N scores are never written "
            "to HBM. At N = 32k and 32 heads that avoids a 32 x 32768^2 x 2 B = 64 GB score "
            "tensor per layer, which would not even fit next to the weights."
        ),
        "tiling": (
            "Same Hopper SM as H100, so 227 KB per CTA: Br = 128, Bc = 128, d = 128, bf16, "
            "2-stage K/V ring: 32 + 2 x 64 = 160 KB. Grid = (N/128, B*H); causal blocks above "
            "the diagonal are skipped entirely, so causal prefill does about half the iterations."
        ),
        "numericalStability": (
            "Online softmax in fp32 with base-2 exponentials: scores scaled by sm_scale*log2(e), "
            "running max m, row sum l, acc rescaled by exp2(m_old - m_new); LSE saved in natural "
            "log for the backward/merge (L = (m + log2 l) * ln 2)."
        ),
        "tradeOff": (
            "More HBM bandwidth does not help decode much on its own: with one query token per "
            "sequence there is a single 128-row Q block per head padded from 1 row, so the "
            "tensor cores do 1/128 useful work and the kernel is limited by KV-cache reads; that "
            "is why serving uses a separate split-KV decode kernel."
        ),
    }
