"""Claims: what an entry asserts, of whom, about what, with which numbers.

An entry is split into claims (sentences, and clauses at a contrast: "but", "whereas", ", while").
Each claim gets a polarity (asserted, or negated: "we skip subtracting the max"), an owner (the
learner's design, a baseline such as standard attention or an approximate method, or a
hypothetical / failure example), and its numbers bound to the dimension they describe (BLOCK_M,
BLOCK_N, head dim, N, stages, bytes, a speed-up, a bandwidth, a named GPU). The rubric engine
grades over claims: a concept found in a negated or baseline claim is not the learner's
mechanism; numbers of a failure example are not the design; a speed-up or a hardware size is not
a decision.

Pure and stdlib-only: nothing is compiled or read at import, and every function is linear in the
length of the text (bounded windows, no nested unbounded repeats).

Modules: `split` (claims of an entry), `context` (polarity, owner), `read` (a `Claim` per clause,
with its polarity, owner and numbers), `numbers` (numbers bound to dimensions), `tiles` (tile
configurations for the shared-memory check), `facts` (GPU shared memory), `tradeoff`
(cost x relation x cause composition), `judge` (whether a concept's match is the learner's
mechanism). The rubric engine (workbench.rubric) adds topics, mechanisms and decisions per claim;
workbench.rubric.explain is the instructor's view (`workbench check --explain-decision`).
"""
