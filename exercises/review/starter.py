# Review exercise: starter answer.
#
# Question: FlashAttention computes exact attention yet is much faster. Where does the speed come
# from if the arithmetic is unchanged?
#
# Return your answer as one string of a few sentences. It is graded as one argument on four points:
#   ioSource           where the time goes: which memory traffic FlashAttention saves
#   noMaterialisation  what happens to the N x N score / probability matrix
#   noFewerFlops       no fewer-FLOPs, approximation or sparsity claim about FlashAttention
#   cause              why that saving is the speed-up, or how big it is
#
# Check your answer with:   workbench check my_answer.py
# See what each point looks for:   workbench explain --exercise review
#
# THE CONTRACT
# - Define reviewAnswer() (or review_answer()). It takes no arguments and returns a string.
# - If it only returns a literal, the grader reads it without running it; if it computes the
#   string (a join, an f-string), it runs in a sandbox with a time limit: plain Python only.


def reviewAnswer():
    return "TODO"
