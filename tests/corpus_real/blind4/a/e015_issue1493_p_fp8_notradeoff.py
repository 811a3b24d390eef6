# Sources: I05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "P never exists in HBM. Converted from fp32 to fp8 in registers (convert_type_out), then "
                         "fed straight into the P V WGMMA. Only v_descale is applied to O afterwards.",
        "tiling": "M-block of 128 queries per consumer warpgroup pair, N-block of 128 keys per iteration; V "
                  "tile transposed in smem for the fp8 layout.",
        "numericalStability": "S kept in fp32 accumulators, row max subtracted before exp2, previous O and row sum "
                              "rescaled with exp2(m_old - m_new); P in [0, 1] so no p_descale is needed.",
    }
