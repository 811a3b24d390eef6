# Sources: S11 (learner rewrite in Japanese)
def designOutline():
    return {
        "memoryTraffic": "デコードの 1 ステップでは KV キャッシュ全体（コンテキスト長 × 2 × d × 2 バイト）を HBM から 1 回だけ読む。GQA では 1 つの KV ヘッドを共有する 8 つのクエリヘッドを同じブロックで処理し、キャッシュを 8 回ではなく 1 回だけ読む。スコアは HBM に書かない。",
        "tiling": "(シーケンス, KV ヘッド) ごとに 1 ブロック、KV を 64 トークン単位で共有メモリへ 3 段パイプラインでロード（d = 128）。",
        "numericalStability": "running max と running sum を fp32 で保持し、最大値が上がったら累積値に exp(m_old - m_new) を掛ける。",
        "tradeOff": "バッチ 1・長コンテキストではブロック数が KV ヘッド数しかなく SM が埋まらない。帯域を使い切れないので split-KV が必要になる。",
    }
