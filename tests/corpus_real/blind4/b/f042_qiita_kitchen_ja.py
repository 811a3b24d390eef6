# Sources: S43 (reused source, different passage: the kitchen analogy; Japanese original)
def designOutline():
    return {
        "memoryTraffic": "HBM=巨大な冷蔵庫、SRAM=手元のまな板。従来は S を冷蔵庫に戻して、また取りに行っていた。Flash Attention では S と P はまな板(SRAM)の上だけで使い切り、HBM には出力 O だけを書き戻す。",
        "tiling": "まな板に乗る分だけ切る:Q を 64 行ずつ、K/V を 64 行ずつ(d = 64)。Q のブロックはまな板に置いたまま、K/V のブロックを順番に冷蔵庫から持ってくる。",
        "numericalStability": "まな板サイズで softmax を計算するので、ブロックごとにそのブロックの最大値を引いて exp すれば十分。全体の最大値は気にしなくてよい。",
        "tradeOff": "まな板が小さい(A100 で SM あたり 192KB)ので、d = 256 だとブロックを 32 行まで小さくする必要があり、Tensor Core の効率が落ちる。",
    }
