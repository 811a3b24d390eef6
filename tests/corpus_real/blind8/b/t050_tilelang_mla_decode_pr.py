# Sources: S07 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "KV_shared is used for both GEMMs (V_shared removed): the compressed latent is loaded from "
            "global memory once per block and serves as K for Q*K^T and as V for P*V."
        ),
        "tiling": (
            "Shared buffers Q_shared, Q_pe_shared, KV_shared, K_pe_shared per block; the combine macro "
            "aggregates the partial outputs of the KV splits with the new buffer shapes."
        ),
        "numericalStability": "Improves the accuracy of the function by updating the computation logic.",
    }
