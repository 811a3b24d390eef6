"""The device's roofline, and the check that keeps impossible timings out of evidence.

Pure arithmetic. A timing is only published if it respects physics: the run
cannot be faster than its FLOPs at the device's peak arithmetic rate, nor than its
compulsory bytes at the device's peak bandwidth. A violation means the timer,
the FLOP count or the kernel (it skipped work) is wrong, so it is an error, never
a number in a report.
"""

from __future__ import annotations

from dataclasses import dataclass

# Datasheet peaks (dense, no sparsity), used as the physical ceiling when they are
# higher than what we measured: a measured matmul is a *reachable* rate, not a bound.
SPEC = {
    "NVIDIA H200": {"fp16_flops": 989e12, "bf16_flops": 989e12, "hbm_bytes_per_s": 4.8e12},
    "NVIDIA H100 80GB HBM3": {"fp16_flops": 989e12, "bf16_flops": 989e12, "hbm_bytes_per_s": 3.35e12},
}
# Slack on the ceiling: clocks can boost a little over the datasheet's numbers, and a
# timer's resolution is finite. Anything faster than ceiling * (1 + SLACK) is rejected.
SLACK = 0.10


class PhysicsError(ValueError):
    """A measured time is faster than the device's roofline allows."""


@dataclass(frozen=True)
class Roofline:
    device: str
    peak_flops: float  # FLOP/s used as the ceiling (max of measured and datasheet)
    peak_bytes_per_s: float  # bytes/s used as the ceiling
    measured_flops: float | None = None  # what a dense fp16 matmul reached on this device
    measured_bytes_per_s: float | None = None  # what a device-to-device copy reached

    @property
    def ridge(self) -> float:
        """FLOP/byte above which a kernel is compute-bound."""
        return self.peak_flops / self.peak_bytes_per_s

    def min_time(self, flop_count: float, min_bytes: float) -> float:
        return max(flop_count / self.peak_flops, min_bytes / self.peak_bytes_per_s)

    def check(self, what: str, seconds: float, flop_count: float, min_bytes: float) -> dict:
        """Validate one timing; return its roofline numbers, or raise PhysicsError."""
        if not seconds > 0:
            raise PhysicsError(f"{what}: time {seconds!r} s is not positive; the timer failed")
        floor = self.min_time(flop_count, min_bytes)
        if seconds * (1 + SLACK) < floor:
            raise PhysicsError(
                f"{what}: {seconds * 1e3:.4f} ms is faster than physics allows on {self.device} "
                f"({floor * 1e3:.4f} ms for {flop_count:.3g} FLOP at {self.peak_flops / 1e12:.0f} TFLOP/s and "
                f"{min_bytes:.3g} B at {self.peak_bytes_per_s / 1e12:.2f} TB/s); not reporting it"
            )
        tflops = flop_count / seconds / 1e12
        ref_flops = self.measured_flops or self.peak_flops
        ref_bw = self.measured_bytes_per_s or self.peak_bytes_per_s
        return {
            "ms": seconds * 1e3,
            "tflops": tflops,
            "gbytes_per_s_min": min_bytes / seconds / 1e9,
            "fraction_of_matmul_peak": flop_count / seconds / ref_flops,
            "fraction_of_copy_bandwidth": min_bytes / seconds / ref_bw,
            "roofline_floor_ms": floor * 1e3,
        }

    def as_dict(self) -> dict:
        return {
            "peak_flops_ceiling": self.peak_flops,
            "peak_bytes_per_s_ceiling": self.peak_bytes_per_s,
            "measured_fp16_matmul_flops": self.measured_flops,
            "measured_copy_bytes_per_s": self.measured_bytes_per_s,
            "ridge_flop_per_byte": self.ridge,
        }


def make(device: str, measured_flops: float | None, measured_bytes_per_s: float | None) -> Roofline:
    """Combine measured peaks with the datasheet's, whichever is higher, as the ceiling."""
    spec = SPEC.get(device, {})
    # The peaks are timings too: a matmul or copy faster than the datasheet means the timer is wrong.
    for measured, key, unit in ((measured_flops, "fp16_flops", "FLOP/s"), (measured_bytes_per_s, "hbm_bytes_per_s", "B/s")):
        if measured is not None and key in spec and measured > spec[key] * (1 + SLACK):
            raise PhysicsError(f"measured peak {measured:.3g} {unit} on {device} exceeds the datasheet's "
                               f"{spec[key]:.3g} {unit}; the timing is wrong, not reporting it")
    flops_ceiling = max(x for x in (measured_flops, spec.get("fp16_flops"), 0.0) if x is not None)
    bw_ceiling = max(x for x in (measured_bytes_per_s, spec.get("hbm_bytes_per_s"), 0.0) if x is not None)
    if flops_ceiling <= 0 or bw_ceiling <= 0:
        raise ValueError(f"no peak FLOP/s or bandwidth known or measured for {device!r}")
    return Roofline(device, flops_ceiling, bw_ceiling, measured_flops, measured_bytes_per_s)


def from_device_dict(device: dict) -> Roofline | None:
    """The roofline recorded in an evidence file's device block, if it has one."""
    r = device.get("roofline") or {}
    try:
        return Roofline(device.get("name", "?"), float(r["peak_flops_ceiling"]), float(r["peak_bytes_per_s_ceiling"]),
                        r.get("measured_fp16_matmul_flops"), r.get("measured_copy_bytes_per_s"))
    except (KeyError, TypeError, ValueError):
        return None
