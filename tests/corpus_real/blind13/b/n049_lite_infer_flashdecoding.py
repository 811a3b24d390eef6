# Sources: S46 (paraphrase / practitioner rewrite, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "stage1：每个 program 读 Q[b, h] 一次，按 b_req_tokens_table 从 KV cache 读 "
            "BLOCK_SEQ = 128 个 token 的 K/V；qk 只在寄存器；写 Mid_O [B, H, S/128, Hd] 和 "
            "Mid_O_LogExpSum；stage2 只读这些部分结果，不再读 K/V。"
        ),
        "tiling": (
            "grid = (B, H, S // BLOCK_SEQ)；每个分区 BLOCK_SEQ = 128，分区内每步 BLOCK_N = 32"
            "（autotune 32/64/128），BLOCK_DMODEL = 128；GQA：kv_head = head // num_kv_groups。"
        ),
        "numericalStability": (
            "分区内 online softmax：max 和 sum 用 fp32，每步 acc *= exp(m_old - m_new)；"
            "stage1 写 logexpsum = m + log(l)；stage2 取所有分区 logexpsum 的最大值，"
            "每个分区权重 exp(lse_i - max) 再合并。"
        ),
        "tradeOffs": [
            "代价：多一个 stage2 kernel，加上 Mid_O 的读写（B·H·S/128·Hd·4 B）；",
            "batch 大、B·H 本身已经能填满 SM 时，再切 KV 只增加这部分开销，没有收益。",
        ],
    }
