# Sources: S13 (paraphrase, Korean translation/summary of a blog post)
def designOutline():
    return {
        "memoryTraffic": "GPU에서는 SM 공유 메모리(~164 KB)에 n x n 스코어 행렬이 들어가지 않으므로, 스코어 타일은 온칩에서만 쓰고 버린다. HBM에서는 Q, K, V를 읽고 O만 쓴다 (lax.dynamic_update_slice로 출력 타일 기록).",
        "tiling": "Q 블록(128행)마다 jax.lax.fori_loop로 K/V 블록(128행)을 순회한다. 외부 Q 루프는 vmap으로 바꿔서 Q 블록들이 서로 독립이라는 것을 XLA에 알려준다.",
        "numericalStability": "상태 (running max, running sum, acc)를 타일마다 갱신: new_max = max(old_max, 타일 max), acc와 sum에 exp(old_max - new_max)를 곱한 뒤 새 타일을 더하고 (new_max, new_sum, new_acc)를 반환한다.",
        "tradeOff": "TPU v5e에서는 fused 표준 어텐션보다 35배 느리다: fori_loop의 캐리 상태 때문에 XLA가 Q 블록 독립성을 못 보고 직렬 실행하며, 타일 matmul의 내부 차원이 128이라 MXU 활용률이 ~20%에 그친다.",
    }
