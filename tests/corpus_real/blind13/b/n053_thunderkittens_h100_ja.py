# Sources: S04 (paraphrase / practitioner rewrite, 日本語)


def designOutline():
    return {
        "memoryTraffic": (
            "Q タイルは HBM から共有メモリへ TMA で 1 回だけロードし、K/V は 2 段パイプラインで流す。"
            "att_block（スコア）はレジスタ上だけで、HBM には書かない。書き出すのは O と "
            "L（logsumexp）だけ。"
        ),
        "tiling": (
            "consumer warpgroup 3 個 × 各 64 行 = 1 ブロック 192 行の Q、K/V タイルは 128 行、"
            "d = 64、bf16、2 ステージ → Q 24 KB + 2 × (16 + 16) KB = 88 KB。grid は (N/192, H, B)。"
        ),
        "numericalStability": (
            "行ごとの max_vec と norm_vec を fp32 で保持。新しいタイルで max が増えたら o_reg と "
            "norm_vec に exp2(max_old - max_new) を掛けてから加算し、最後に o_reg / norm_vec。"
        ),
        "tradeOff": "トレードオフ：レジスタ圧力。",
    }
