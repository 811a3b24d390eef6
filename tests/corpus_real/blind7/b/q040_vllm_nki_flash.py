# Sources: S39 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "flash attention core on a NeuronCore",
            "decision": "all IO buffers (o_buffer, l_buffer, m_buffer) are in SBUF; only the q tile and the K/V "
                        "blocks are DMA'd from HBM, and the final O is written back once",
        },
        "tiling": {
            "mechanism": "q tile against a large K/V block",
            "decision": "q_local_tile is (B_P_SIZE = 128, B_D_SIZE = 128); K and V come as (B_D_SIZE, "
                        "LARGE_TILE_SZ = 2048) and the free dimension is split into B_F_SIZE = 512 tiles",
        },
        "numericalStability": {
            "mechanism": "online softmax state per partition row",
            "decision": "m_buffer and l_buffer in float32 (acc_type); when a new 512-wide tile raises m, o_buffer "
                        "and l_buffer are scaled by exp(m_old - m_new)",
        },
        "tradeOff": {
            "cost": "short or ragged sequences waste DMA and compute",
            "cause": "the KV length is processed in LARGE_TILE_SZ = 2048 chunks, so it must be padded to a multiple "
                     "of 2048",
        },
    }
