# Sources: S07, S20 (learner exam answer, Japanese)


def designOutline():
    return {
        'memoryTraffic': (
            'Q_i と K_j から S_ij を計算したら、S のタイルを一旦 HBM に書き出しておき、softmax の後で読み戻して V と掛ける。N×N '
            '全体を一度に持たないのでメモリは節約できる。'
        ),
        'tiling': 'クエリブロック 64 行 × キーブロック 64 行、head_dim 64。1 CTA が 1 クエリブロックを担当し、K/V ブロックを順番にループする。',
        'numericalStability': (
            'オンライン softmax:各行の最大値 m と和 l を保持し、新しいブロックで最大値が更新されたら過去の l と出力を exp(m_old − m_new) '
            '倍して補正する。'
        ),
        'tradeOff': '因果マスクでは後ろのクエリブロックほど処理する K ブロックが多く、前のブロックはすぐ終わるので SM の負荷が不均衡になる。',
    }
