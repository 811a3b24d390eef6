# Sources: S01, S32 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "ប្រើ fused kernel តែមួយ៖ S និង P មិនដែលសរសេរទៅ HBM ទេ វានៅក្នុង SRAM/registers ម្តងមួយ tile។ "
            "អានតែ Q, K, V ពី HBM ហើយសរសេរតែ O និង logsumexp សម្រាប់ row នីមួយៗ។"
        ),
        "tiling": (
            "Q tile 128 rows ក្នុងមួយ thread block នៅក្នុង shared memory ពេញមួយ kernel; K/V tile 64 rows "
            "ត្រូវបាន stream ក្នុង inner loop។ d = 64, fp16 → 16 KB + 8 KB + 8 KB = 32 KB។"
        ),
        "numericalStability": (
            "Online softmax៖ row នីមួយៗរក្សា running max m និង sum l ជា fp32; ពេល max កើនឡើង យើង rescale "
            "accumulator និង l ដោយ exp(m_old − m_new) មុនបូកបន្ថែម block ថ្មី។"
        ),
        "failureMode": (
            "head dim 256: tile Q, K, V ធំពេក មិនសម shared memory ទេ ដូច្នេះត្រូវបង្រួម tile ទៅ 32 rows "
            "ហើយ K/V ត្រូវអានពី HBM ច្រើនដងជាងមុន ធ្វើឲ្យយឺត។"
        ),
    }
