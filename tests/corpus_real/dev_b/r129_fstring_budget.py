# sources: S30 (Triton fused-attention tutorial), S17 (candle PR on SMEM tiers); learner file computing its numbers
BR, BC, D = 128, 64, 128
STAGES = 2
BYTES = 2


def _smem_kb(br, bc, d, stages):
    return (br * d + stages * 2 * bc * d) * BYTES // 1024


def designOutline():
    smem = _smem_kb(BR, BC, D, STAGES)
    big = _smem_kb(BR, 128, 256, 3)
    return {
        "memoryTraffic": f"Q tile ({BR} x {D}) is read from HBM once per CTA, K and V tiles ({BC} x {D}) are streamed once per CTA; S and P ({BR} x {BC}) exist only in registers and are never written to HBM. Writes: O and one fp32 logsumexp per row.",
        "tiling": f"BLOCK_M = {BR}, BLOCK_N = {BC}, head dim {D}, {STAGES}-stage K/V pipeline: shared memory = {smem} KB per CTA; grid = (cdiv(N, {BR}), batch * heads), 8 warps, each warp owns {BR // 8} query rows.",
        "numericalStability": "Row max m and row sum l kept in fp32 registers; per K/V tile: m_new = max(m, rowmax(S)), alpha = exp(m - m_new), l = alpha * l + rowsum(exp(S - m_new)), acc = alpha * acc + exp(S - m_new) @ V; O = acc / l; store m + log(l).",
        "tradeOff": f"The same config at head dim 256 with BLOCK_N = 128 and 3 stages would need {big} KB of shared memory, more than the 227 KB an H100 CTA can get, so the kernel fails to launch unless the tiles or stages are reduced.",
    }
