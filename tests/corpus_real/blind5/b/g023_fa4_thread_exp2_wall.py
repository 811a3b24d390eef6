# Sources: S23 (paraphrase of a social-media thread)


def designOutline():
    return {
        'memoryTraffic': (
            'S and P tiles stay in tensor memory / registers and are never written to HBM; HBM '
            'traffic is Q, K, V in and O plus LSE out, TMA-loaded.'
        ),
        'tiling': (
            'CTA handles 2 × 128 query rows (two softmax warpgroups ping-pong), K/V tiles of 128 '
            'rows at head dim 128, loaded by a dedicated TMA warp into a 2-stage SMEM ring.'
        ),
        'numericalStability': (
            'Online softmax in fp32 with exp2; the rescale of O is skipped unless the running max '
            'grows by more than a threshold (log2 units), and the final division by l fixes the '
            'scale, so the result is still exact.'
        ),
        'tradeOff': (
            'On Blackwell the tensor cores are so fast that exp2 throughput (MUFU) and SMEM '
            'bandwidth become the wall: the softmax, not the matmul, sets the speed, so part of '
            'the exp2 is emulated with a polynomial on the FMA units.'
        ),
    }
