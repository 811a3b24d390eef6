# Sources: S22 (paraphrase / learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "融合カーネルで S と P を HBM に書き出さない。HBM からは Q, K, V を読み、O と各行の logsumexp だけ書く。",
        "tiling": "Q は 128 行ブロックを共有メモリに常駐、K/V は 64 行ずつ内ループで流す。d = 64、grid は (N/128, batch*heads)。",
        "numericalStability": "オンライン softmax：各行の最大値 m と和 l を fp32 で持ち、m が増えたら累積値を exp(m_old - m_new) でスケールし直す。",
        "failureMode": "SDPA ではマスクの形や dtype などの条件が一つでも合わないと、警告なしで math バックエンドに落ちて N×N の行列を確保するので、速度もメモリも普通の attention に戻ってしまう。プロファイルしないと気づけない。",
    }
