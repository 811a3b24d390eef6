# Sources: I18 (learner rewrite; the stage-1 description is the learner's misunderstanding)
def designOutline():
    return {
        "memoryTraffic": "In the 3D (split-KV) kernel each segment writes its QK^T score tile to global memory, "
                         "and the reduce kernel reads the scores back to do the softmax over the full row.",
        "tiling": "2D kernel: grid (num_q_blocks, num_kv_heads). 3D kernel adds a segment axis over the context, "
                  "used only if the batch has no prefill and the 2D grid is below a threshold.",
        "numericalStability": "online softmax per segment with running max M and sum L in fp32, rescale by "
                              "exp(M_old - M_new).",
        "tradeOff": "the 3D kernel needs a second reduction launch; when the 2D grid already fills the GPU "
                    "(large batch) that extra launch only adds latency, hence the heuristic.",
    }
