# Sources: S01, S05 (paraphrase / learner rewrite)
# 輪読会メモ (FlashAttention 論文 §3)


def designOutline():
    return {
        "memoryTraffic": "QK^T・softmax・PVを1つのカーネルに融合し、N×NのSとPはHBMに一切書き出さない。HBMから読むのはQ,K,V、書くのはOと行ごとの統計量(m, l)だけ。",
        "tiling": "Qをブロック(Br=64行)に分けてSRAMに置き、K/VをBc=64行ずつ内側ループでストリームする。1スレッドブロックが1つのQブロックを担当。",
        "numericalStability": "オンラインsoftmaxを使うので数値的に安定している。",
        "tradeOff": "逆伝播ではPを保存していないので、S/Pをブロックごとに再計算する。そのぶんQK^Tの行列積が1回増える（メモリO(N)と引き換え）。",
    }
