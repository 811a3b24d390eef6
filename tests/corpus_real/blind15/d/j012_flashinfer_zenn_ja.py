# Sources: S20 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V はタイル単位で HBM から読み、S と P はレジスタ／shared memory の中だけで"
            "使い捨てる（HBM には書かない）。書き戻すのは O と各行の LSE だけ。"
        ),
        "tiling": (
            "共有プレフィックスの KV は複数リクエストで再利用するので shared memory に載せ、"
            "ユニークな KV は L2／グローバルから 1 x 16 の細い列ブロック単位で gather して "
            "shared memory に詰めてから tensor core に流す。Q タイルは 64 行。"
        ),
        "numericalStability": (
            "各ブロックの部分結果は (O, LSE) のペアで持ち、merge_state で "
            "LSE の最大値を引いてから exp で重み付けして結合する（fp32）。"
        ),
        "tradeOff": (
            "スケジューリングのプランを生成ステップごとに CPU 側で作るので、QPS が非常に高い"
            "環境では CPU がボトルネックになりうる。"
        ),
    }
