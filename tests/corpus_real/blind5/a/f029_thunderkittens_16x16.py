# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM bandwidth (3 TB/s) is far below what tensor cores eat, so every byte must be reused on chip: Q tile read once per CTA, K/V tiles read once per Q block via TMA into shared memory, S/P kept in registers as 16x16 tiles and never stored, O written once.",
        "tiling": "Register tiles are multiples of 16x16. Each consumer warpgroup owns 16*4 = 64 query rows (so 3 warpgroups -> 192-row Q block per CTA), K/V blocks of 128 rows x d=64 double-buffered in shared memory by a producer warp.",
        "numericalStability": "row max and row sum live in register vectors next to the 16x16 tiles; acc *= exp2(m_old - m_new) per K/V block, finalized O / l in fp32 before the bf16 store.",
        "tradeOff": "Keeping S, P and the fp32 O accumulator all in registers for 64 rows per warpgroup eats most of the register file; at d = 128 there is no room left for a third consumer warpgroup, so occupancy drops to 2 consumers.",
    }
