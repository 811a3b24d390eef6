# Sources: S01 (paraphrase / learner rewrite, Thai)


def designOutline():
    return {
        "memoryTraffic": (
            "รวม QK^T, softmax และการคูณ V ไว้ใน kernel เดียว เมทริกซ์ S และ P ขนาด N×N จึงไม่ถูกเขียนลง "
            "HBM เลย อยู่แค่ใน SRAM ทีละ tile อ่าน Q, K, V จาก HBM และเขียนกลับแค่ O กับค่า logsumexp ต่อแถว"
        ),
        "tiling": "แบ่งงานเป็นบล็อกเล็กๆ ที่เหมาะสมกับ GPU เพื่อให้ทำงานได้เร็วขึ้น และเลือกขนาดที่ดีที่สุด",
        "numericalStability": (
            "ใช้ online softmax: เก็บค่าสูงสุดสะสม m และผลรวมสะสม l ของแต่ละแถวเป็น fp32 เมื่อ m เพิ่มขึ้น"
            "จะ rescale ตัวสะสม O และ l ด้วย exp(m_old − m_new) ก่อนบวกบล็อกใหม่"
        ),
        "tradeOff": (
            "ข้อเสีย: backward ต้องคำนวณ S และ P ใหม่ (recompute) จาก Q, K และ logsumexp เพราะไม่ได้เก็บ P "
            "ไว้ ทำให้มี matmul QK^T เพิ่มขึ้นต่อบล็อก"
        ),
    }
