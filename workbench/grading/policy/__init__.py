"""An instructor's policy over the rubric's grades: overrides (`grade --overrides`), the late
policy (`--due`, `--late-penalty`, `--late-cutoff`) and release control (`--release`).

`overrides` reads and validates the overrides CSV; `late` turns an export's timestamps into
days late; `adjust` applies both to one report (pure), recording each change as an
`Adjustment` in the report, so every output rendered from it carries the audit.
"""
