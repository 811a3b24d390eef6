# Sources: none (learner-style text) (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Memory is the true bottleneck of attention on modern GPUs, so the design '
                         'must be IO-aware and respect the memory hierarchy. The idea is to keep as '
                         'much as possible in fast memory and avoid unnecessary trips to the slow '
                         'memory, which is where most of the time goes in the standard implementation. '
                         'A careful design makes memory usage very efficient.',
        'tiling': 'We use tiling to break the problem into manageable chunks that fit the hardware '
                  'nicely. The chunks are processed by thread blocks, and the GPU schedules them in '
                  'parallel, which gives good utilisation if it is done carefully.',
        'numericalStability': 'Softmax can be numerically unstable, so we make it stable with the '
                              'standard tricks and careful precision choices.',
        'tradeOff': 'Like every optimisation, there are trade-offs between speed, memory and '
                    'complexity.'}
