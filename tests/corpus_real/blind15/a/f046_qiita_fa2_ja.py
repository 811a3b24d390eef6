# Sources: S02 (paraphrase / learner rewrite)
# FlashAttention-2 の Qiita 記事を読んで


def designOutline():
    return {
        "memoryTraffic": "S と P は HBM に書かない（SRAM とレジスタの中だけ）。HBM からは Q を1回、K/V を Q ブロックごとに1回読み、"
                         "O と logsumexp を1回書くだけ。",
        "tiling": "FA2 では外側ループを Q ブロック（Br=128）にして、1スレッドブロックが1つの Q ブロックを最後まで担当する。"
                  "系列長方向にも並列化するので batch×heads が小さくても SM が埋まる。K/V は Bc=64 ずつ内側ループで流す。",
        "numericalStability": "非正規化の出力を fp32 で持ち、最大値が更新されたら exp(m_old − m_new) で再スケール、"
                              "最後に一度だけ l で割る（毎ブロック割らないので非 matmul の FLOPs が減る）。",
        "tradeOff": "warp 間で K を分割する（split-K）と部分結果を共有メモリ経由で足し合わせる必要があり遅い。"
                    "FA2 は Q を分割するが、その分各 warp が自分の出力アキュムレータをレジスタに持つので、"
                    "head_dim が大きいとレジスタが足りなくなる。",
    }
