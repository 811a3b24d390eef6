# FA3-style design for H100. I'm assuming sm90, bf16, d = 128.


def designOutline():
    return {
        "memoryTraffic": "The Q tile is loaded once per CTA by TMA into shared memory; K and V tiles are TMA-loaded each iteration. S and P stay in the registers of the consumer warpgroups (wgmma accumulators) and are never written to HBM. O and the LSE are written once at the end with a TMA store.",
        "tiling": "CTA = 1 producer warpgroup + 2 consumer warpgroups. Q tile 128 x 128, K/V tiles 128 x 128 streamed through a 2-stage circular smem buffer that the producer fills with TMA while consumers issue wgmma. Pingpong scheduling: warpgroup 1's softmax runs while warpgroup 2 does its GEMMs, and vice versa.",
        "numericalStability": "Online softmax: running row max and row sum in fp32 registers; the accumulator is rescaled by exp2((m_old - m_new) * log2e) for every K/V tile; one division by the row sum at the end. Scores are pre-multiplied by softmax_scale * log2(e) so the exponent is a single exp2.",
        "tradeOff": "Warp specialisation uses setmaxnreg to give consumer warpgroups 240 registers and the producer 24. At head dim 256 the consumer register budget runs out, so the Q tile has to shrink to 64 rows per warpgroup and wgmma utilisation falls.",
    }
