# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: S мен P матрицалары HBM-ге жазылмайды, тек SRAM ішінде tile-by-tile есептеледі. "
            "HBM-нен Q, K, V оқимыз, тек O мен logsumexp жазамыз."
        ),
        "tiling": (
            "Q blocks of 128 rows, әр thread block бір Q block-ты shared memory-де ұстайды; K/V 64 жол-жолдан "
            "inner loop-та stream болады. d = 128, fp16: 32 KB + 16 KB + 16 KB."
        ),
        "numericalStability": (
            "Әр блокта softmax-ты бөлек есептейміз: блок max-ын алып тастаймыз, блоктың өз қосындысына "
            "бөлеміз, сосын блоктардың нәтижесін қосамыз. Осылай overflow болмайды."
        ),
        "tradeOff": (
            "Backward-та P сақталмағандықтан S пен P қайта есептеледі (recompute) — әр блокқа бір қосымша "
            "QK^T matmul, яғни FLOPs көбейеді."
        ),
    }
