#!/usr/bin/env python3
"""Derive wkconv's own HealthKit type tables from the reference catalogs.

Reads the research catalogs in ../shared/formats/health-export/ (or --source DIR, or
$WKCONV_SHARED/formats/health-export) and writes our own, narrower tables next to this script:

  quantity-types.tsv          identifier, canonical_unit, aggregation_style, group, plausible_min, plausible_max
  category-types.tsv          identifier, value_enum, group, values (name=raw;name=raw…)
  workout-activity-types.tsv  export_name, raw_value, swift_name
  workout-event-types.tsv     export_name, raw_value, swift_name
  metadata-keys.tsv           export_key, sdk_constant, value_kind, swift_name, meaning

Hand-maintained input merged in: plausible-ranges.tsv (identifier, min, max, rationale).
Only columns we use are kept; provenance notes stay in the reference catalogs.
`generate.py` turns these tables into Swift. With --check, nothing is written and the exit
status is 1 when a table differs from what the reference catalogs give (2 when they are absent).

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Decisions where the reference catalog is silent. Each is documented here and checked by tests.
# HealthKit's header documents UVExposure as "Scalar (Count), Discrete"; the catalog leaves the unit empty.
CANONICAL_UNIT_FILL = {"HKQuantityTypeIdentifierUVExposure": "count"}

AGGREGATION_STYLES = {
    "cumulative",
    "discreteArithmetic",
    "discreteTemporallyWeighted",
    "discreteEquivalentContinuousLevel",
}

# Swift keywords and member names of the generated types: a generated static must not use them.
RESERVED_NAMES = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw",
    "throws", "true", "try", "description", "rawValue", "name", "exportName", "all", "allKnown", "isCatalogued", "info", "index", "catalogEntries", "exportPrefix",
}


def default_source() -> Path:
    env = os.environ.get("WKCONV_SHARED")
    base = Path(env) if env else REPO.parent / "shared"
    return base / "formats" / "health-export"


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines)), delimiter="\t"))


def lower_camel(name: str) -> str:
    """`TraditionalStrengthTraining` → `traditionalStrengthTraining`, `UDIDeviceIdentifier` →
    `udiDeviceIdentifier`, `VO2MaxValue` → `vo2MaxValue`, `SWOLFScore` → `swolfScore`."""
    match = re.match(r"[A-Z]+", name)
    if not match:
        return name
    run = match.group(0)
    rest = name[len(run):]
    if len(run) > 1 and rest[:1].islower():
        # the last capital starts the next word
        return run[:-1].lower() + run[-1] + rest
    return run.lower() + rest


def strip_prefix(value: str, prefix: str) -> str:
    if not value.startswith(prefix):
        raise SystemExit(f"import.py: {value!r} does not start with {prefix!r}")
    return value[len(prefix):]


def value_kind(fmt: str) -> str:
    """Classify the catalog's free-text `value_format_in_export` column."""
    f = fmt.strip().lower()
    if f.startswith("integer enum"):
        return "enumeration"
    if f.startswith('"0"/"1"'):
        return "bool"
    if f.startswith("integer"):
        return "integer"
    if f.startswith("quantity string"):
        return "quantity"
    if f.startswith("number"):
        return "number"
    if f.startswith("date"):
        return "date"
    return "string"


def number(text: str) -> str:
    text = text.strip()
    float(text)  # validates
    return text


def build(source: Path) -> dict[str, list[list[str]]]:
    tables: dict[str, list[list[str]]] = {}

    # Quantity types
    ranges = {r["identifier"]: r for r in read_tsv(HERE / "plausible-ranges.tsv")}
    rows = [["identifier", "canonical_unit", "aggregation_style", "group", "plausible_min", "plausible_max"]]
    seen = set()
    for r in read_tsv(source / "quantity-types.tsv"):
        ident = r["identifier"].strip()
        style = r["aggregation_style"].strip()
        if not ident.startswith("HKQuantityTypeIdentifier"):
            continue  # e.g. HKDataTypeSleepDurationGoal: not a quantity type, no unit or style known
        if style not in AGGREGATION_STYLES:
            raise SystemExit(f"import.py: {ident}: unknown aggregation style {style!r}")
        unit = r["sdk_canonical_unit"].strip() or CANONICAL_UNIT_FILL.get(ident, "")
        if not unit:
            raise SystemExit(f"import.py: {ident}: no canonical unit (add it to CANONICAL_UNIT_FILL)")
        rng = ranges.get(ident)
        lo = number(rng["min"]) if rng else ""
        hi = number(rng["max"]) if rng else ""
        if rng and float(lo) > float(hi):
            raise SystemExit(f"import.py: {ident}: plausible range min > max")
        seen.add(ident)
        rows.append([ident, unit, style, r["group"].strip(), lo, hi])
    unknown = set(ranges) - seen
    if unknown:
        raise SystemExit(f"import.py: plausible-ranges.tsv names unknown types: {sorted(unknown)}")
    tables["quantity-types.tsv"] = rows

    # Category types. `export_values` may hold two lists separated by " | " (old and new enum
    # names for the same raw values); both are kept, the first list first, so that the first name
    # listed for a raw value is the preferred one.
    rows = [["identifier", "value_enum", "group", "values"]]
    for r in read_tsv(source / "category-types.tsv"):
        ident = r["identifier"].strip()
        enum = r["value_enum"].split()[0]
        values = []
        names = set()
        for part in re.split(r"[;|]", r["export_values (name=raw)"]):
            part = part.strip()
            if not part:
                continue
            name, raw = part.split("=")
            name, raw = name.strip(), int(raw)
            if name in names:
                raise SystemExit(f"import.py: {ident}: duplicate value name {name}")
            names.add(name)
            values.append(f"{name}={raw}")
        rows.append([ident, enum, r["group"].strip(), ";".join(values)])
    tables["category-types.tsv"] = rows

    # Workout activity types (rows without a constant, e.g. raw 81, are left out: unknown raw
    # values are still representable by WorkoutActivityType(rawValue:)).
    rows = [["export_name", "raw_value", "swift_name"]]
    for r in read_tsv(source / "workout-activity-types.tsv"):
        export = r["export_string"].strip()
        if not export.startswith("HKWorkoutActivityType"):
            continue
        rows.append([export, str(int(r["raw_value"])), swift_name(strip_prefix(export, "HKWorkoutActivityType"))])
    tables["workout-activity-types.tsv"] = rows

    rows = [["export_name", "raw_value", "swift_name"]]
    for r in read_tsv(source / "workout-event-types.tsv"):
        export = r["export_string"].strip()
        rows.append([export, str(int(r["raw_value"])), swift_name(strip_prefix(export, "HKWorkoutEventType"))])
    tables["workout-event-types.tsv"] = rows

    # Metadata keys. Private keys (WorkoutKit) have no SDK constant (empty); the third-party
    # row is a description of free-form keys, not a key, and is left out.
    rows = [["export_key", "sdk_constant", "value_kind", "swift_name", "meaning"]]
    for r in read_tsv(source / "metadata-keys.tsv"):
        sdk = r["sdk_constant"].strip()
        key = r["key_as_written_in_export"].strip()
        if sdk.startswith("(third-party)") or "," in key or " " in key:
            continue
        if sdk.startswith("("):
            sdk = ""
            base = key
        else:
            base = strip_prefix(sdk, "HKMetadataKey")
        rows.append([key, sdk, value_kind(r["value_format_in_export"]), swift_name(base), r["meaning"].strip()])
    tables["metadata-keys.tsv"] = rows

    for name, rows in tables.items():
        header = rows[0]
        for column, title in enumerate(header):
            if title not in ("identifier", "export_name", "export_key", "swift_name"):
                continue
            values = [row[column] for row in rows[1:]]
            dupes = {v for v in values if values.count(v) > 1}
            if dupes:
                raise SystemExit(f"import.py: {name}: duplicate {title}: {sorted(dupes)}")
    return tables


def swift_name(base: str) -> str:
    name = lower_camel(base)
    if not re.fullmatch(r"[a-z][A-Za-z0-9]*", name) or name in RESERVED_NAMES:
        raise SystemExit(f"import.py: cannot make a Swift name from {base!r}")
    return name


def render(rows: list[list[str]]) -> str:
    out = io.StringIO()
    out.write("# generated by Formats/health/import.py from the reference catalogs — do not edit\n")
    for row in rows:
        for cell in row:
            if "\t" in cell or "\n" in cell:
                raise SystemExit(f"import.py: cell with a tab or newline: {cell!r}")
        out.write("\t".join(row) + "\n")
    return out.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=None, help="folder of the reference catalogs")
    parser.add_argument("--check", action="store_true", help="exit 1 if a table is stale; write nothing")
    args = parser.parse_args()
    source = args.source or default_source()
    if not (source / "quantity-types.tsv").is_file():
        print(f"import.py: reference catalogs not found in {source}", file=sys.stderr)
        return 2
    tables = build(source)
    stale = []
    for name, rows in tables.items():
        text = render(rows)
        path = HERE / name
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(name)
        if not args.check:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(REPO)} ({len(rows) - 1} rows)")
    if args.check and stale:
        print("import.py: stale tables (run python3 Formats/health/import.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
