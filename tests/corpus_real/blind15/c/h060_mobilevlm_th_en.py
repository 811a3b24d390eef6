# Sources: S41, S17 (paraphrase / learner rewrite, Thai-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "kernel แบบ fused: S และ P อยู่ใน SRAM ทีละ block และไม่ถูกเขียนลง HBM เลย; HBM มีแค่การอ่าน Q, K, V และเขียน O กับ logsumexp ต่อแถว",
        "tiling": "แบ่ง Q เป็น block ละ 128 แถว ต่อหนึ่ง thread block เก็บไว้ใน shared memory ตลอด loop; K/V เข้ามาทีละ block 64 แถวใน inner loop; head_dim 64, fp16 = 16 + 8 + 8 KB",
        "numericalStability": "online softmax: เก็บ running max m กับ running sum l เป็น fp32 ต่อแถว; ถ้า block ใหม่มี max มากกว่า ก็คูณ output เดิมและ l ด้วย exp(m_old − m_new)",
        "tradeOff": "ข้อเสีย: ใช้ได้เฉพาะ A100 หรือ H100",
    }
