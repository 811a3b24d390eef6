# FlashAttention design exercise: starter outline.
#
# Task: implement designOutline() returning non-empty values for memoryTraffic, tiling and
# numericalStability. Each value must name a concrete mechanism or decision, and the outline
# must state an explicit failure mode or trade-off.
#
# Check your answer with:   workbench check my_outline.py
# See what each criterion looks for:   workbench explain   (or: workbench explain tiling)
#
# THE CONTRACT
# - Define designOutline() (or design_outline()). It takes no arguments and returns a dict.
# - Required entries: "memoryTraffic", "tiling", "numericalStability"
#   (snake_case is fine too: "memory_traffic", "numerical_stability").
# - A failure mode or trade-off, either
#     * as its own entry: "tradeOff", "tradeOffs", "failureMode", "failureModes"
#       (or "trade_off", "trade_offs", "failure_mode", "failure_modes"), or
#     * written inside another entry as an explicit statement, e.g. "Trade-off: ...",
#       "the cost is ...", "... at the expense of ...", "this fails when ...".
# - Each value is a string, a list of strings, or a dict whose values are strings, e.g.
#       "tiling": {"mechanism": "...", "decision": "..."}
#   Anything else (numbers, None, nested dicts) is an error that names the entry.
# - Extra entries (notes, references, ...) are allowed; they are ignored and you get a note.
# - If your function only returns literals, the grader reads it without running it. If it
#   computes the values (f-strings, helpers, loops), it runs in a sandbox with a time limit:
#   keep it to plain Python, no file or network access, no imports beyond the standard library.
#
# WHAT "CONCRETE" MEANS
# An entry passes when it names a mechanism that belongs to ITS OWN topic and states a decision:
# what is done, to which data, where it lives, or how big it is. Compare, for a matrix multiply:
#     vague:    "use the cache well"
#     concrete: "each thread block keeps a 128 x 32 tile of A in shared memory and reuses it
#                for 128 columns of B"
# A list of buzzwords is not a decision. A sentence copied from this prompt is not an answer.
# Words about one topic earn nothing in another: stability tricks do not count as tiling.
# The trade-off must name a cost or a way the design fails, and say what causes it.
#
# Replace every TODO below. Delete these comments if you like; they are not graded.


def designOutline():
    return {
        # Which tensors move between HBM (global memory) and on-chip memory, and which never do?
        "memoryTraffic": "TODO",
        # How is the work cut into blocks: sizes, what stays on chip, what streams, loop order?
        "tiling": "TODO",
        # How does the softmax stay correct and finite when it is computed block by block?
        "numericalStability": "TODO",
        # What does this design cost, or when does it break, and why?
        "tradeOff": "TODO",
    }
