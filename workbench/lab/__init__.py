"""The lab: what measures (torch/triton, imported only inside functions, only by `workbench evidence`).

`runner` runs an exercise's experiments (exercise.yaml `experiments`, the interface in
`workbench.exercise.interface`) and writes evidence.json after each; `device`, `measure`,
`roofline` and `ncu` are the instruments they use. The facts side (`workbench.facts`) reads what
the lab wrote, torch-free.
"""
