def designOutline():
    return {
        "memoryTraffic": "Score tiles are consumed in shared memory and registers; they are never written out. Global memory sees Q, K, V loads and O plus LSE stores.",
        "tiling": "Q tile of 64 rows per CTA, held in shared memory; K/V tiles of 128 rows, loaded one after another; 4 warps, each owning 16 query rows.",
        "numericalStability": "A common mistake is to normalise each block separately. Instead we carry the row max m and the row sum l across blocks in fp32 and multiply the old accumulator and l by exp(m_old - m_new) whenever m grows; we divide by l only at the end.",
        "failureMode": "If the sequence is short (N = 256) there are only 4 query tiles per head, so with batch*heads small most SMs sit idle.",
    }
