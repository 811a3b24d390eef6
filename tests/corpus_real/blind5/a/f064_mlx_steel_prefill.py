# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Prefill kernel on Apple GPUs: Q block read once into threadgroup memory, K and V blocks streamed from unified memory; the scores block is kept in simdgroup registers and discarded after multiplying by V, so the T_q x T_kv matrix never exists in memory.",
        "tiling": "BQ = 32 query rows per threadgroup (4 simdgroups x 8 rows), BK = 16 keys per step, head dim 64/128 in threadgroup memory (~32 KB total budget).",
        "numericalStability": "softmax in float32 regardless of input precision: running max and sum per row, previous output and sum multiplied by exp(max_old - max_new) every key block; GQA handled by indexing k/v head = q head / (N_q / N_kv).",
        "tradeOff": "The 32 KB threadgroup memory on Apple GPUs caps the tiles: BQ x d + 2 x BK x d in fp16 has to fit, so tiles stay small (32 x 16) and each K/V block is reused by only 32 queries, costing more memory traffic than a 128-row tile on a datacenter GPU.",
    }
