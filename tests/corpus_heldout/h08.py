def designOutline():
    return {
        "memoryTraffic": "The proposed design leverages the GPU memory hierarchy judiciously in order to minimise costly data movement and maximise effective bandwidth utilisation.",
        "tiling": "A tiled decomposition of the computation is adopted, with tile dimensions selected so as to exploit the characteristics of the target architecture.",
        "numericalStability": "Appropriate measures are taken to ensure numerical robustness of the softmax normalisation under all realistic input distributions.",
        "tradeOffs": "The design embodies a balance between competing objectives, namely performance, memory consumption and implementation complexity.",
    }
