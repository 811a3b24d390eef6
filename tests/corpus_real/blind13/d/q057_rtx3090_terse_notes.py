# Sources: S06 (paraphrase), S12 (*) (paraphrase)


def design_outline():
    return {
        "memory_traffic": (
            "hbm: read q,k,v; write o + lse(fp32). s/p: regs+smem only, never stored to hbm."
        ),
        "tiling": (
            "rtx 3090, d=64, fp16: br=64 (q in smem, 8 KB), bc=128 (k,v 16 KB each, streamed), "
            "1 stage -> 40 KB < 99 KB. grid=(n/64, b*h). 4 warps."
        ),
        "numerical_stability": (
            "fp32 m,l,acc. per k/v tile: m_new=max(m,rowmax(s)); acc,l *= exp(m-m_new); "
            "masked -> -inf, fully-masked row -> output 0. store lse=m+log(l)."
        ),
        "failure_mode": (
            "d=128 bwd on 3090: needs >99 KB smem -> kernel refuses, falls back to math path."
        ),
    }
