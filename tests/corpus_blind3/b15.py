# Student 1127. Sorry this is long, I wanted to explain it the way I understood it.


def designOutline():
    return {
        "memoryTraffic": "The main idea is that the slow part of attention is not the math but moving the big N by N matrix in and out of HBM. In my design the scores matrix and the softmax matrix are never stored in HBM at all. Each block of the scores is computed in shared memory, used right away to update the output, and thrown away. So HBM only sees Q, K and V being read and O being written (plus two small vectors, the max and the sum for each row).",
        "tiling": "I would split Q into blocks of 64 rows and K and V into blocks of 64 rows too. One thread block handles one Q block and keeps it in shared memory the whole time, and loops over all the K/V blocks one after another, loading each into shared memory. With d = 64 and fp16 this is 3 blocks x 64 x 64 x 2 bytes = 24 KB, which fits easily in the 48 KB of shared memory a block gets by default.",
        "numericalStability": "Softmax overflows if you exponentiate big numbers, so you subtract the maximum first. The problem is you don't know the maximum of the whole row until you've seen all the blocks. So I keep a running maximum and a running sum for each row, and whenever a new block has a bigger maximum I multiply the old sum and the old output by exp(old max - new max) so everything is relative to the same maximum. At the end I divide by the sum.",
        "tradeOff": "The downside is that the backward pass has to recompute the attention scores because we never saved P, so it does more FLOPs than the standard backward (it is still faster overall because of the smaller memory traffic).",
    }
