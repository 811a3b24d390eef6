# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "CK-tile fmha fwd: Q/K/V loaded with buffer loads into LDS, S and P in VGPRs, O and lse stored; head dims like 72/80 are padded to the next vector size in registers, not in HBM.",
        "tiling": "bm0=128 query rows, bn0=128 keys, K loop in 32-wide chunks, 4 waves per workgroup (r4x1x1), hdim padded to 96/128 internally.",
        "numericalStability": "online softmax, max and sum in fp32 registers, rescale the O accumulator with exp(m_old - m_new) each KV tile.",
        "tradeOff": "On gfx11/gfx12 the padded head-dim path fell off the fast path: prefetching V early kept too many VGPRs live, so the kernel spilled registers; moving v_prefetch later shortened the live ranges and removed the spills (~3.5x on gfx11 for d=72/80).",
    }
