"""Facts: the evidence model, reading and writing evidence files, and citing them (torch-free; used by
`check`). What writes them is the lab (`workbench.lab`)."""
