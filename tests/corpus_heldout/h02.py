def designOutline():
    return {
        "memoryTraffic": "On MI300: QK^T -> softmax -> PV in one kernel, scores live in VGPRs/LDS only and are never flushed to HBM. Global reads Q,K,V; global writes O + LSE.",
        "tiling": "Workgroup of 4 wavefronts (256 lanes) owns a 128-row Q tile held in LDS; K/V tiles of 64 rows are streamed through LDS in the inner loop. Grid = (ceil(N/128), B*H).",
        "numericalStability": "Streaming softmax: running row max + running denominator kept in fp32 VGPRs; acc scaled by exp(m_prev - m_new) on every K/V tile.",
        "failureModes": "LDS is 64 KB per CU: with d=128 a 128-row Q tile (32 KB) plus double-buffered 64-row K/V tiles (64 KB) does not fit, so we drop to single buffering and lose load/compute overlap.",
    }
