# Sources: S31 (Japanese, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "sdpa_opt カーネル: Q・K・V は GPU のグローバルメモリから一度だけ読み、QK のスコアは "
            "SLM（slm_qk_vals）とレジスタ上だけに置いてグローバルには書き戻さない。書くのは出力 O のみ。"
        ),
        "tiling": (
            "TARGET_SEQ_LEN_BLOCK_SIZE = 16 行の Q ブロックを 1 ワークグループで処理し、K/V は "
            "SEQ_LEN_PARTITION_SIZE = 256 トークンのパーティション単位で流す。SG_SCALE_FACTOR 個の"
            "サブグループで head_size を分担する。"
        ),
        "numericalStability": (
            "FA2 のトリック: パーティションごとに qk_max_new = max(max_val_prev, 新ブロックの最大値) "
            "を取り、それまでの output_acc と exp_sum を exp(max_val_prev - qk_max_new) でスケールし"
            "直す。exp_sum での正規化は最後に 1 回だけ。"
        ),
        "tradeOff": (
            "正規化を最後に回すので output_acc を全パーティションの間ずっとレジスタ/SLM に持ち続ける"
            "必要があり、head_size が大きいとレジスタが足りずスピルしやすい。"
        ),
    }
