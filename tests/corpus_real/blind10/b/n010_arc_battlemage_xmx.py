# Sources: S10 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "L3 cache broadcasting: the kernel is designed around the big L3 of Battlemage so bandwidth stays high and memory is not the bottleneck anymore.",
        "tiling": "Atomic XMX strategy: 1024 independent workgroups per head to saturate all 160 XMX units of the B580; register allocation hand-tuned under 4 KB per thread so nothing spills; K/V tiles bypass SLM and are loaded straight into registers with lsc_load_2d, which also does the VNNI transpose.",
        "numericalStability": "Each workgroup keeps its running max and running sum in fp32 registers; when a new K/V block raises the max, the fp32 output accumulator is multiplied by exp(m_old - m_new) before the block is added.",
        "tradeOff": "It is Battlemage-only: it depends on the undocumented lsc_load_2d 2D-block loads of Xe2, so on older Arc (DG2) or PVC the kernel does not build and we must fall back to the oneDNN SDPA path.",
    }
