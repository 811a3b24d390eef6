# Sources: S25, S01 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T・softmax・PV を1つの fused kernel にまとめ、N×N の S と P は HBM に一切書き出さず、"
            "SRAM 上でタイルごとに使い捨てる。HBM からは Q, K, V を読み、書き込むのは O と行ごとの "
            "logsumexp だけ。"
        ),
        "tiling": (
            "Q を Br = 128 行のブロックに分け、1 thread block が 1 つの Q ブロック（と batch×head）を担当し、"
            "Q ブロックと fp32 アキュムレータはカーネル終了までオンチップに置く。内側ループで K, V を "
            "Bc = 64 行ずつ shared memory にストリームし、2 段パイプラインでロードと計算を重ねる。"
        ),
        "numericalStability": (
            "オンライン softmax：各行でランニング最大値 m と和 l を fp32 で保持。新しいブロックで最大値が"
            "更新されたら、アキュムレータと l に exp(m_old − m_new) を掛けて補正してから加算する。"
            "最後に O = acc / l。"
        ),
        "tradeOff": (
            "欠点：head dim が 256 になると同じタイルサイズでは shared memory（A100 で 164 KB）に収まらず、"
            "ブロックを小さくするしかなくなり、テンソルコアの効率が落ちる。"
        ),
    }
