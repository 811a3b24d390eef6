# Sources: S01,S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'S,P: regs only, never HBM. HBM: Q read 1x, K/V read N/Br x, O + lse written '
                         '1x.',
        'tiling': 'Br=128, Bc=64, d=128; Q in smem whole loop; K/V 2-stage ring; grid (N/Br, B*H); 8 '
                  'warps, 16 rows each.',
        'numericalStability': "m,l fp32; m'=max(m,rowmax S); a=exp(m-m'); l=a*l+rowsum(P); O=a*O+PV; "
                              'O/=l at end; lse=m+log l.',
        'tradeOff': 'Br=128, d=256 -> fp32 acc 128 KB -> regs spill.'}
