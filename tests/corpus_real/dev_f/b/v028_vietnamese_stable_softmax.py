# Sources: S28 (learner rewrite in Vietnamese, grounded on an exercise repo)
def designOutline():
    return {
        "memoryTraffic": "Ma tran S = QK^T khong bao gio ghi ra HBM: moi khoi S nam trong shared memory/thanh ghi roi bo di; chi doc Q, K, V va ghi O cung logsumexp.",
        "tiling": "Khoi Q 64 hang giu trong shared memory cho moi thread block; khoi K/V 64 hang duoc nap lan luot trong vong lap trong; d = 64.",
        "numericalStability": "Cong thuc 2 (SoftmaxStable): tru max truoc exp. Voi tung khoi K: max_moi = max(max_cu, max khoi), tong cu va O cu nhan exp(max_cu - max_moi) roi cong khoi moi, chia cho tong o cuoi.",
        "tradeOff": "Neu dung cong thuc 1 (khong tru max) thi exp(100) tran so thanh inf trong fp16 lan fp32, ket qua la NaN.",
    }
