"""Evidence: measurements of the reference kernels, tied to rubric criteria.

Pure pydantic (no torch): `check` reads evidence files with it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field



class Experiment(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(description="Stable experiment id, e.g. 'memory.peak_extra_vs_n'.")
    criterion: str = Field(description="The criterion this experiment evidences (one of its exercise's).")
    concepts: list[str] = Field(default_factory=list, description="Rubric concept ids it supports.")
    supported: bool = Field(description="True when the measurement supports the claim it tests.")
    summary: str = Field(description="One-sentence measured fact, citable in feedback.")
    measurements: dict[str, Any] = Field(default_factory=dict, description="Raw numbers, units in keys.")
    error: str | None = Field(default=None, description="Set when the experiment could not run.")


class Evidence(BaseModel):
    """An evidence file (evidence.json)."""

    model_config = ConfigDict(extra="forbid")
    device: dict[str, Any] = Field(description="Device name, memory, SMs, shared memory per block, peaks.")
    versions: dict[str, Any] = Field(description="python, torch, triton, workbench versions.")
    created: str = Field(description="ISO 8601 timestamp of the run.")
    experiments: list[Experiment] = Field(default_factory=list)
