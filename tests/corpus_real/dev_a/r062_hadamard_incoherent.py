# sources: S3 (FA3 Sec. 3.3 incoherent processing, excerpt trimmed), S27, S28
def designOutline():
    return {
        "memoryTraffic": "In FP8 mode Q, K and V are read from HBM as 1-byte values (half of bf16) by TMA into shared memory; S and P stay in registers, P is converted to FP8 in registers for the second GEMM; O and the logsumexp are the only HBM writes.",
        "tiling": "128 x 128 Q/K/V tiles at head dim 128 (FP8: 16 KB each), 2-stage K/V ring buffer; one producer warp (TMA) and two consumer warpgroups per CTA; grid covers (query tiles, heads, batch) and is scheduled persistently.",
        "numericalStability": [
            "Softmax statistics (row max, row sum) and the O accumulator are fp32; the accumulator is rescaled by exp(m_old - m_new) at each tile.",
            "Incoherent processing: we multiply the query and key with a random orthogonal matrix (a Hadamard transform with random +-1 diagonal) before quantizing to FP8; since M M^T = I this does not change QK^T, but spreads outliers, reducing quantization error. The Hadamard transform costs O(d log d) per row and is fused with the rotary embedding.",
        ],
        "tradeOff": "FP8 needs k-major V: the kernel transposes V tiles in shared memory, which costs extra instructions per tile; and the FP8 result still carries e4m3 rounding error (RMSE 9.1e-3 vs 1.9e-4 in FP16), so it is used for inference rather than for training gradients.",
    }
