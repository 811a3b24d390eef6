# Sources: S33 (*), S36 (*) (learner rewrite)
# Quiz 9 (FP8 attention), short answers.


def designOutline():
    return {
        "memoryTraffic": "fp8 Q,K,V read once/tile; S,P regs only, never HBM; write bf16 O + fp32 lse.",
        "tiling": "Br=128, Bc=128, d=128, 2 smem stages via TMA; 1 producer warp + 2 consumer WGs.",
        "numericalStability": "m, l, acc in fp32; acc,l *= exp(m_old-m_new); P -> e4m3 only for PV.",
        "tradeOff": "e4m3 has 3 mantissa bits -> outliers in K blow up per-block scale -> quant error; fix = Hadamard on Q,K (extra pass).",
    }
