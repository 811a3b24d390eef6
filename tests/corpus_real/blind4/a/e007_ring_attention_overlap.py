# Sources: A07, D14 (paraphrase; ring README settings)
def designOutline():
    return {
        "memoryTraffic": "Each device keeps its own query block and passes its key-value block to the next device "
                         "on the ring while it computes attention for the block it currently holds, so the "
                         "communication of KV blocks is fully overlapped with computation.",
        "tiling": "Sequence sharded over D devices (ring); inside one device blockwise attention with "
                  "query_chunk_size = 512 and key_chunk_size = 512, looping over the key chunks of the KV block "
                  "received at each of the D ring steps.",
        "numericalStability": "float32_logits=True: scores and the running (max, sum, output) are kept in fp32; "
                              "each incoming KV block updates them with the usual online-softmax rescale "
                              "exp(m_old - m_new), so the order of the ring does not change the result.",
        "tradeOff": "The overlap only hides communication if computing one block takes longer than sending one "
                    "KV block over the interconnect; with a small per-device chunk the compute is too short, "
                    "the link becomes the bottleneck and devices wait.",
    }
