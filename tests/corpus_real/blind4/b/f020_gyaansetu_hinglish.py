# Sources: S20 (paraphrase of a community repost, Hinglish)
def designOutline():
    return {
        "memoryTraffic": "Attention ek massive matrix banata hai. Ye fast memory ke liye bahut bada hai, to naive GPU usse slow memory (HBM) mein likhta hai. Flash Attention mein ye matrix HBM mein banta hi nahi: tiles SRAM mein compute, HBM se sirf Q K V read aur O write.",
        "tiling": "Data ko small tiles mein todo: Br = 64 query rows, Bc = 128 key rows, d = 128; Q tile shared memory mein rehta hai, K/V tiles ek ke baad ek aate hain.",
        "numericalStability": "Online softmax use karo. Isse big matrix remove ho jaata hai.",
        "tradeOff": "Avoid it if: sequence short hai.",
    }
