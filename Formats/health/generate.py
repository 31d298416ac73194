#!/usr/bin/env python3
"""Generate the WorkoutModel HealthKit type tables (Swift) from Formats/health/*.tsv.

Inputs (written by import.py):  quantity-types.tsv, category-types.tsv, workout-activity-types.tsv,
workout-event-types.tsv, metadata-keys.tsv.
Outputs: Sources/WorkoutModel/Generated/{QuantityTypeTable,CategoryTypeTable,WorkoutActivityTypeTable,
WorkoutEventTypeTable,MetadataKeyTable}.swift, each headed "// generated — do not edit".

  python3 Formats/health/generate.py          regenerate
  python3 Formats/health/generate.py --check  exit 1 (and name the files) when an output is stale

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
OUT = REPO / "Sources" / "WorkoutModel" / "Generated"

HEADER = "// generated — do not edit\n// Source: Formats/health/{src} — regenerate with `python3 Formats/health/generate.py`.\n\n"


def read_tsv(name: str) -> list[dict[str, str]]:
    with (HERE / name).open(newline="", encoding="utf-8") as f:
        lines = [line for line in f if not line.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines)), delimiter="\t", quoting=csv.QUOTE_NONE))


def s(text: str) -> str:
    """A Swift string literal."""
    out = ['"']
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20:
            out.append(f"\\u{{{ord(ch):x}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def double(text: str) -> str:
    value = float(text)
    literal = repr(value)
    if "e" in literal or "inf" in literal or "nan" in literal:
        raise SystemExit(f"generate.py: unsupported number {text!r}")
    return literal


def quantity_types() -> str:
    rows = read_tsv("quantity-types.tsv")
    out = [HEADER.format(src="quantity-types.tsv"), "extension QuantityTypeCatalog {\n"]
    out.append(f"  /// Every quantity type of the catalog ({len(rows)}), in table order.\n")
    out.append("  public static let all: [QuantityTypeInfo] = [\n")
    for r in rows:
        lo, hi = r["plausible_min"], r["plausible_max"]
        if bool(lo) != bool(hi):
            raise SystemExit(f"generate.py: {r['identifier']}: give both plausible_min and plausible_max, or neither")
        rng = f"{double(lo)}...{double(hi)}" if lo else "nil"
        out.append("    QuantityTypeInfo(\n")
        out.append(f"      identifier: {s(r['identifier'])}, canonicalUnit: {s(r['canonical_unit'])},\n")
        out.append(f"      aggregationStyle: .{r['aggregation_style']}, group: {s(r['group'])}, plausibleRange: {rng}),\n")
    out.append("  ]\n}\n")
    return "".join(out)


def category_types() -> str:
    rows = read_tsv("category-types.tsv")
    out = [HEADER.format(src="category-types.tsv"), "extension CategoryTypeCatalog {\n"]
    out.append(f"  /// Every category type of the catalog ({len(rows)}), in table order.\n")
    out.append("  public static let all: [CategoryTypeInfo] = [\n")
    for r in rows:
        out.append("    CategoryTypeInfo(\n")
        out.append(f"      identifier: {s(r['identifier'])}, valueEnum: {s(r['value_enum'])}, group: {s(r['group'])},\n")
        out.append("      values: [\n")
        for pair in r["values"].split(";"):
            name, raw = pair.split("=")
            out.append(f"        CategoryValueInfo(name: {s(name)}, rawValue: {int(raw)}),\n")
        out.append("      ]),\n")
    out.append("  ]\n}\n")
    return "".join(out)


def enumeration(tsv: str, type_name: str, raw_type: str, noun: str) -> str:
    rows = read_tsv(tsv)
    out = [HEADER.format(src=tsv), f"extension {type_name} {{\n"]
    for r in rows:
        out.append(f"  /// `{r['export_name']}` (raw value {int(r['raw_value'])}).\n")
        out.append(f"  public static let {r['swift_name']} = {type_name}(rawValue: {int(r['raw_value'])})\n")
    out.append(f"\n  /// Every {noun} of the catalog ({len(rows)}): raw value, export name, Swift name.\n")
    out.append(f"  static let catalogEntries: [CatalogEntry<{raw_type}>] = [\n")
    for r in rows:
        out.append(f"    CatalogEntry(rawValue: {int(r['raw_value'])}, exportName: {s(r['export_name'])}, name: {s(r['swift_name'])}),\n")
    out.append("  ]\n}\n")
    return "".join(out)


def metadata_keys() -> str:
    rows = read_tsv("metadata-keys.tsv")
    out = [HEADER.format(src="metadata-keys.tsv"), "extension MetadataKeyCatalog {\n"]
    for r in rows:
        sdk = f"SDK constant `{r['sdk_constant']}`" if r["sdk_constant"] else "no SDK constant"
        out.append(f"  /// `{r['export_key']}` as written in exports ({sdk}): {r['meaning']}.\n")
        out.append(f"  public static let {r['swift_name']} = {s(r['export_key'])}\n")
    out.append(f"\n  /// Every metadata key of the catalog ({len(rows)}), in table order.\n")
    out.append("  public static let all: [MetadataKeyInfo] = [\n")
    for r in rows:
        out.append("    MetadataKeyInfo(\n")
        out.append(f"      sdkConstant: {s(r['sdk_constant'])}, exportKey: {s(r['export_key'])}, valueKind: .{kind(r['value_kind'])},\n")
        out.append(f"      meaning: {s(r['meaning'])}),\n")
    out.append("  ]\n}\n")
    return "".join(out)


def kind(value: str) -> str:
    kinds = {"string", "integer", "bool", "quantity", "date", "enumeration", "number"}
    if value not in kinds:
        raise SystemExit(f"generate.py: unknown value kind {value!r}")
    return value


def outputs() -> dict[Path, str]:
    return {
        OUT / "QuantityTypeTable.swift": quantity_types(),
        OUT / "CategoryTypeTable.swift": category_types(),
        OUT / "WorkoutActivityTypeTable.swift": enumeration(
            "workout-activity-types.tsv", "WorkoutActivityType", "UInt", "workout activity type"),
        OUT / "WorkoutEventTypeTable.swift": enumeration(
            "workout-event-types.tsv", "WorkoutEventType", "Int", "workout event type"),
        OUT / "MetadataKeyTable.swift": metadata_keys(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if an output is stale; write nothing")
    args = parser.parse_args()
    stale = []
    for path, text in outputs().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(str(path.relative_to(REPO)))
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(REPO)}")
    if args.check and stale:
        print("generate.py: stale (run python3 Formats/health/generate.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
