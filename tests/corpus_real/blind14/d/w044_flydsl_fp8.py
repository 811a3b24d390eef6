# Sources: S21 (paraphrase of PR and review)
def designOutline():
    return {
        "tiling": "bn128 kernel: BLOCK_N = 128 keys per iteration, BLOCK_M = 128 queries per workgroup, D = 128; two waves "
                  "ping-pong inside the workgroup and K/V are double-buffered in LDS.",
        "numericalStability": "m and l kept in fp32, S computed in fp32 from the fp8 Q·K product; P is quantized from bf16 to fp8 "
                              "only for the P×V MMA; acc is rescaled by exp(m_old − m_new) per KV block.",
        "tradeOff": "Quantizing P to fp8 for P×V adds probability quantization error on top of the fp8 inputs; it shows up most for "
                    "long causal sequences, where many small probabilities get rounded.",
    }
