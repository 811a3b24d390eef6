# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused flash_attn_ext kernel: KQ = K*Q, softmax, VKQ = V*softmax(KQ) in one launch",
            "decision": "KQ never written to global memory; global reads Q once, K/V once per Q column tile; writes dst (fp32) and, with more than one parallel block per column, dst_meta (max, rowsum) for the combine step",
        },
        "tiling": {
            "mechanism": "per head size config",
            "decision": "D = 128: ncols = 64 query columns per block, nwarps = 4, nbatch_fa = 64 KV rows per iteration, K/V staged in shared memory with cp.async double buffering",
        },
        "numericalStability": {
            "mechanism": "online softmax with KQ_max and KQ_rowsum per column in fp32",
            "decision": "every nbatch_fa KV rows: scale = exp(KQ_max_old - KQ_max_new); VKQ and KQ_rowsum multiplied by scale; optional logit softcap tanh applied before the max",
        },
        "tradeOff": {
            "cost": "more KV rows per rescale (nbatch_fa) means more KQ values alive in registers",
            "consequence": "at D = 256 the kernel has to halve nbatch_fa or it spills, which is why each head size has its own config table",
        },
    }
