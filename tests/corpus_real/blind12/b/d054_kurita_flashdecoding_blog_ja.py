# Sources: S63 (paraphrase / learner rewrite, ja)
def designOutline():
    return {
        "memoryTraffic": "FlashDecoding: 各 KV ブロックの部分結果 (未正規化の出力, m, ℓ) だけを HBM に書き、最後のマージで読む。N×N のスコアは書かない。",
        "tiling": "key と value を系列長方向にブロック分割し、同じ query に対して異なるブロックを別々の SM で並列に計算する (split-KV)。query が 1 つしかないデコードでも GPU を埋められる。",
        "numericalStability": "WIP",
        "tradeOff": "ブロック数を増やすと、マージ用の追加カーネルと部分結果の読み書きが増えるので、KV が短いときは逆に遅くなる。",
    }
