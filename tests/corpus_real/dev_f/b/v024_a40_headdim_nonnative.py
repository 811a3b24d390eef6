# Sources: S24 (non-native learner rewrite of an issue)
def designOutline():
    return {
        "memoryTraffic": "The attention matrix is not save in HBM, only Q K V is read and output O is write, so memory is linear.",
        "tiling": "Vicuna-7b head dim is 128, so the kernel use 128 x 128 tile of K and V in shared memory and loop over it for every query block of 64 rows.",
        "numericalStability": "Softmax is normalize inside each block with the block max and block sum, then the output of the blocks is add together.",
        "tradeOff": "On A40 the backward for head dim > 64 is not work because A40 have less shared memory per block (99 KB) than A100 (163 KB).",
    }
