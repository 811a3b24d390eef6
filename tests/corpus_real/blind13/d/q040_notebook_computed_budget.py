# Sources: S06 (paraphrase), S12 (*) (paraphrase)

GPU = "A100"
SMEM_LIMIT_KB = 163
BR, BC, D, STAGES, BYTES = 128, 64, 128, 2, 2


def _kb(rows):
    return rows * D * BYTES // 1024


def designOutline():
    q_kb = _kb(BR)
    kv_kb = STAGES * 2 * _kb(BC)
    total = q_kb + kv_kb
    return {
        "memoryTraffic": (
            "One fused kernel: S = QK^T and P = softmax(S) are produced and consumed per tile in "
            "registers/shared memory and never written to HBM. HBM reads: Q once, K and V once "
            f"per {BR}-row query block. HBM writes: O and an fp32 LSE per row."
        ),
        "tiling": (
            f"{GPU}, head dim {D}, fp16: Br = {BR} query rows resident in shared memory "
            f"({q_kb} KB), Bc = {BC} key/value rows streamed with {STAGES} pipeline stages "
            f"({kv_kb} KB), {total} KB in total against the {SMEM_LIMIT_KB} KB per-block limit. "
            f"Grid = (N / {BR}, batch * heads), 4 warps."
        ),
        "numericalStability": (
            "Running max m and sum l per row in fp32; before each new K/V tile is added, acc and "
            "l are multiplied by exp(m - m_new); O = acc / l; LSE = m + log(l) stored."
        ),
        "tradeOff": (
            f"Doubling Br to {2 * BR} would need {_kb(2 * BR) + kv_kb} KB of shared memory "
            f"and a {2 * BR} x {D} fp32 accumulator of {2 * BR * D * 4 // 1024} KB in registers, "
            "more than one CTA's register budget, so the compiler would spill."
        ),
    }
