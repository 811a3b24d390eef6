# Sources: S49 (Zenn 記事の説明 / Japanese article, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "カーネル融合をしない実装では QK^T のスコア行列を一度 GPU メモリに書き出して再読み込みしてから softmax と V の乗算を行う。FlashAttention は QK^T・softmax・V の乗算を一つのカーネルにまとめ、スコア行列を HBM に書き出さない。読むのは Q, K, V、書くのは出力だけ。",
        "tiling": "Q を 128 行のブロックに分けて各スレッドブロックの共有メモリに置き、K, V は 64 行ずつ内側のループで読み込む。grid は (系列長/128, バッチ×ヘッド)。",
        "numericalStability": "行ごとに最大値と指数和を fp32 で持ち、新しいブロックで最大値が更新されたら累積出力と和に exp(旧最大値 − 新最大値) を掛けて補正し、最後に和で割る。",
        "tradeOff": "P を保存しないので、学習時の backward ではスコアを再計算する必要があり、その分 FLOPs が増える（それでもメモリアクセスが減るので速い）。",
    }
