# Sources: S50 (flashinfer PR #4401, tracel-ai/burn PR #4697, pytorch PR #131060 on fully masked rows), S11
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "The padding/attention mask is not materialised as an N x N tensor in HBM; it is computed from "
            "sequence lengths inside the kernel; S and P are never written."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64 for varlen batches; each CTA gets its start row from cu_seqlens and "
            "only loops over the key blocks of its own sequence."
        ),
        "numericalStability": (
            "Masked scores are set to -inf. If a whole row is masked in the first tile, m = -inf and "
            "exp(-inf - (-inf)) = NaN, so we use m_safe = 0 when m == -inf, and when l == 0 at the end we "
            "write 0 instead of dividing; otherwise the usual fp32 online rescale by exp(m_old - m_new)."
        ),
        "failureModes": (
            "Without the -inf guard a query row with no valid key (left padding, sliding window) produces "
            "NaN, and the NaN spreads through the backward into all the weights."
        ),
    }
