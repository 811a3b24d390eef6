# Sources: S52 (excerpt of annotated code comments + paraphrase, zh)
def designOutline():
    return {
        "memoryTraffic": [
            "decode 阶段：stage1 每个 program 读自己那段 KV（通过 Req_to_tokens 查 token 位置），",
            "把该 split 的部分输出和 logsumexp 写到 Att_Out / mid_o，stage2 再读回来合并，最后写 O；",
            "QK 分数本身不写回显存。",
        ],
        "tiling": [
            "stage1 grid = (batch, head 组, NUM_KV_SPLITS)；",
            "每个 program 处理 BLOCK_H 个 q head（GQA 同组）和一段 KV，内循环每次 BLOCK_N 个 token；",
            "因果 mask 只在 prefill/extend 需要，decode 不需要。",
        ],
        "numericalStability": [
            "stage1 内部：e_max 为当前最大值，re_scale = exp(e_max - n_e_max)，acc 和 e_sum 先乘 re_scale 再累加；",
            "stage2 用各 split 的 lse 合并：old_scale = exp(e_max - n_e_max)，全部用 fp32。",
        ],
        "tradeOff": [
            "NUM_KV_SPLITS 固定：序列很短时很多 split 是空的，依然要 launch 和在 stage2 里读，",
            "多了一个 kernel 和 mid_o 的显存读写。",
        ],
    }
