# Sources: S01 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "The qr pipeline keeps the whole fused path on chip: S = QK^T for a 64-row query block sits in registers, is exponentiated and multiplied into V there, and is never written back; HBM sees Q, K, V read and O plus the LSE written. Without this path a 512-wide head falls back to a materialised score matrix (12.3 billion elements at a 7 MP decode), which is exactly the traffic we want to avoid.",
        "tiling": "For hdim 512 only the qr variant: Q and the f32 O accumulator are register resident, so kM0 / NumWarps <= 16 rows per warp. Two tiles: 64 rows with 4 warps and 128 rows with 8 warps, chosen by block count. K and V are streamed through LDS one block at a time along seqlen_k.",
        "numericalStability": "Standard ck_tile online softmax: running row max and row sum in fp32, the O accumulator is rescaled by exp(m_old - m_new) whenever a new K block raises the max, divide by the sum at the end, and the LSE (m + log l) is written when -lse=1.",
        "tradeOff": "qr_async would need about 110 KB of LDS at this width, so we give up the async copy pipeline and run the plain qr path; with 16 rows per warp the f32 accumulator for d=512 already fills the registers, so larger kM0 per warp would spill.",
    }
