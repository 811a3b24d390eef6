# Sources: S24 (paraphrase of personal notes, Korean)


def designOutline():
    return {
        'memoryTraffic': 'torch.backends.cuda.sdp_kernel(enable_flash=True) 로 켜면 메모리 효율이 좋아지고 빨라진다.',
        'tiling': '커널이 알아서 타일링해 준다.',
        'numericalStability': 'FlashAttention과 Memory-efficient attention 둘 다 정확한 어텐션이다.',
        'tradeOff': (
            'flash 백엔드는 fp16/bf16 입력만 지원해서 fp32 텐서를 넣으면 math 백엔드로 fallback 되고, 그러면 N×N 행렬을 다시 만들기 '
            '때문에 느리고 메모리를 많이 쓴다.'
        ),
    }
