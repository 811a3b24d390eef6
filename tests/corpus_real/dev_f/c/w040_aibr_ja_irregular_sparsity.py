# Sources: S42 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": "因果自己注意の n×n スコア行列を HBM に書かず、Q・K・V のブロックを SRAM に読み込んで "
                         "その場で softmax と V との積まで済ませ、出力 O だけを HBM に書き戻す。",
        "tiling": "Q を 128 行、K/V を 64 行のブロックに分け、Q ブロックごとに 1 スレッドブロック。"
                  "因果マスクでは対角線より右上の K/V ブロックは読み込まずに飛ばす。",
        "numericalStability": "行ごとの最大値と指数和を fp32 で保持し、最大値が更新されたら "
                              "それまでの出力を exp(m_old − m_new) 倍してから新しいブロックを足す。",
        "tradeOff": "key/query を動的に間引いたり、ハッシュで近いものだけを見る不規則なスパース性には "
                    "向かない。タイルは連続した K/V ブロック前提なので、間引かれた key がブロック内に "
                    "ばらばらに残ると、結局ブロック全体を計算してマスクするしかなく、速度は密な "
                    "attention とほとんど変わらない。",
    }
