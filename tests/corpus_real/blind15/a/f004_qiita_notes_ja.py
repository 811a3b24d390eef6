# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)
# Qiita の記事を読んだ後の自分用メモ


def designOutline():
    return {
        "memoryTraffic": "QK^T・softmax・PV を1つのカーネルに融合する。スコア行列 S と確率 P は SRAM 上のタイルとしてだけ存在し、"
                         "HBM には一切書き出さない。HBM からは Q, K, V を読み、O と行ごとの logsumexp だけを書く。",
        "tiling": "Q を Br=128 行ずつのブロックに分けて1ブロック=1スレッドブロックに割り当て、Q ブロックと出力アキュムレータは"
                  "オンチップに置いたまま、内側ループで K/V を Bc=64 行ずつ共有メモリに読み込む（FA2 のループ順）。",
        "numericalStability": "オンライン softmax：行ごとに最大値 m と和 l を fp32 で保持し、新しいブロックで最大値が更新されたら"
                              "それまでの O と l を exp(m_old − m_new) 倍してから新しい寄与を足す。最後に l で割る。",
        "tradeOff": "causal マスクだと Q ブロックごとに処理する K/V ブロック数が違うので、対角線付近のブロックは"
                    "仕事が少なく SM の負荷が不均一になる（後半のブロックが stragglers になる）。",
    }
