# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "kernel តែមួយដែលបញ្ចូលគ្នា គណនា QKᵀ, softmax និង PV; ម៉ាទ្រីស S និង P ទំហំ N×N មិនដែលសរសេរទៅ HBM ទេ "
            "គឺនៅក្នុង SRAM ម្តងមួយប្លុក។ អាន Q, K, V ពី HBM ហើយសរសេរតែ O និង logsumexp នៃជួរនីមួយៗ។"
        ),
        "tiling": (
            "ចែក Q ជាប្លុក 64 ជួរ; thread block នីមួយៗរក្សាប្លុក Q មួយនៅក្នុង shared memory; K និង V ត្រូវបាន"
            "ផ្ទុកជាប្លុក 64 ជួរនៅក្នុង loop ខាងក្នុង។"
        ),
        "numericalStability": (
            "សម្រាប់ប្លុកនីមួយៗ ដក max របស់ប្លុកនោះ រួចចែកនឹងផលបូករបស់ប្លុកខ្លួនឯង ហើយបូកលទ្ធផលនៃប្លុកទាំងអស់ចូលគ្នា។"
        ),
        "tradeOff": "Recomputation។",
    }
