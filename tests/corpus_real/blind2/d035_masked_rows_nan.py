# Sources: S05 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'S, the mask and P are never materialized in HBM; the padding mask is '
                         'computed from seqlens inside the kernel. HBM traffic: Q, K, V in, O and LSE '
                         'out.',
        'tiling': 'Q tiles of 64 rows and K/V tiles of 64 rows at d = 64; the Q tile stays in SMEM; '
                  'K/V tiles beyond seqlen_k are not loaded.',
        'numericalStability': 'Running max and sum in fp32; masked scores are set to -inf. If a whole '
                              'row is masked, m stays -inf and exp(-inf - (-inf)) is NaN, so we '
                              'replace m by 0 when it is -inf before the exp and write 0 for rows with '
                              'l = 0.',
        'failureModes': [   'Fails when a padding row is fully masked and the -inf guard is forgotten: '
                            '-inf minus -inf gives NaN, which propagates into O and the gradients.']}
