# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward reads Q, K, V and writes O and the LSE; S and P live in registers/smem only, "
                         "never in HBM.",
        "tiling": "Tile size picked per head_dim instead of one hard-coded config: tile_m = 128 query rows per "
                  "CTA, tile_n chosen from 64 / 48 / 32 by head_dim. At head_dim = 256: tile_m = 128, "
                  "tile_n = 32, bf16, so it fits the 101 KB budget on sm_86/sm_89.",
        "numericalStability": "online softmax with row max m and row sum l in fp32; acc rescaled by "
                              "exp2(m_old - m_new) each tile; causal rows fully masked keep m = -inf and "
                              "output 0.",
        "tradeOff": "The old single config (128, 64) at head_dim = 256 needs 131072 bytes of static smem: fine "
                    "on A100 (166 KB) but sm_86/sm_89 cap at 101 KB, so the launch crashes with a shared-memory "
                    "overflow. Smaller tile_n avoids that but re-reads more and lowers throughput.",
    }
