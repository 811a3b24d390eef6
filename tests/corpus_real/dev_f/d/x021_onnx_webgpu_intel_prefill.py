# Sources: S21 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "WebGPU prefill shader: Q, K, V are read from storage buffers, O is written; the QK^T row chunk and "
            "its probabilities live in registers/workgroup memory and are never written to a storage buffer."
        ),
        "tiling": {
            "mechanism": "workgroup per (query tile, head); K/V streamed through workgroup (shared) memory in kv_step chunks",
            "decision": (
                "kv_step = 8 or 16 chosen by the host from the adapter's guaranteed minimum subgroup size; "
                "workgroup size 128 for causal, 256 for non-causal. K and V tiles are stored transposed as "
                "[head_size_vec][kv_step] so adjacent lanes hit adjacent addresses (no bank conflicts). Only K "
                "is loaded before QK^T + online softmax; V is fetched just before the PV product so its global "
                "latency overlaps the softmax."
            ),
        },
        "numericalStability": {
            "mechanism": "online softmax with subgroup-shuffle reductions",
            "decision": "per query row a running max and running sum in f32; old output scaled by exp(m_old - m_new) on each kv_step; divide by the sum at the end",
        },
        "tradeOff": {
            "cost": "quantised KV caches (int8 / TurboQuant) are not supported by this template",
            "cause": "it has no dequantisation path, so those models fall back to the original, slower FlashAttentionProgram",
        },
    }
