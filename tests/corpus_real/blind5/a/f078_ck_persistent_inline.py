# Sources: S30, S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Persistent FMHA: each workgroup repeatedly takes a (batch, head, q-tile) item, loads its Q tile to LDS once, streams K/V tiles, keeps S/P in VGPRs and writes only O and lse; nothing N x N goes to HBM.",
        "tiling": "q-tile 128, kv-tile 128, d = 128, grid = number of CUs, XCD-interleaved assignment so that q-tiles of the same head share one XCD's L2. This fails when the mask is causal and tiles are taken in order: the last q-tiles have the most kv-tiles, so a few CUs are still busy long after the rest are done; LPT order (longest first) fixes it.",
        "numericalStability": "online softmax in fp32 (max, sum), rescaled O accumulator; decode (seqlen_q = 1) uses the non-persistent V2 path.",
    }
