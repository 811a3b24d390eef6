# Sources: S05 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel, S/P는 register랑 smem에만 있고 HBM에 안 씀. HBM read는 Q, K, V, write는 "
            "O와 row별 LSE(fp32)뿐."
        ),
        "tiling": (
            "sm90 기본값처럼 tile_m = tile_n = 128, head dim 128; n_block은 오른쪽에서 왼쪽(decreasing)으로 "
            "처리해서 causal 대각선 block을 먼저 mask 처리하고, 대각선 위 block은 아예 skip."
        ),
        "numericalStability": (
            "Online softmax, row_max와 row_sum fp32. 첫 n_block이 완전히 mask되면 row_max가 -inf라서 "
            "(-inf) - (-inf) = NaN이 생기니까 check_inf로 guard하는데, issue #2082처럼 row_max 자체를 0으로 "
            "바꿔 버리면 안 되고, exp 계산할 때만 scaled max를 0으로 쓰고 저장하는 row_max는 -inf로 둬서 다음 "
            "block의 진짜 max로 갱신되게 함."
        ),
        "failure_mode": (
            "이 guard를 잘못 넣으면 실패: 뒤 block들의 score가 전부 0보다 작으면 row_max가 0에 고정되고, "
            "exp(s - 0)이 underflow 해서 그 token의 head 출력 전체가 0이 된다 — 에러 없이 조용히 틀린 결과."
        ),
    }
