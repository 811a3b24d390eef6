"""What an experiment is given: the device, the roofline, the learner's claim, and a scratch space."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from workbench.facts.model import Experiment
from workbench.lab.roofline import Roofline


@dataclass
class Context:
    gpu: bool
    device: dict
    roofline: Roofline | None = None
    claim: Any = None  # what the exercise read from the learner's --outline (its `outline_claim`)
    quick: bool = False  # tests: the smallest sizes that still show the effect
    shared: dict[str, Any] = field(default_factory=dict)  # results one experiment hands to a later one

    @property
    def smem_limit(self) -> int:
        from workbench.lab.device import HOPPER_SMEM_PER_BLOCK

        v = self.device.get("shared_memory_per_block_optin")
        return int(v) if v else HOPPER_SMEM_PER_BLOCK

    @property
    def where(self) -> str:
        return self.device.get("name", "this device")


ExperimentFn = Callable[[Context], Experiment]
