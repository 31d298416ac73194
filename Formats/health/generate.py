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
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
OUT = REPO / "Sources" / "WorkoutModel" / "Generated"

HEADER = "// generated — do not edit\n// Source: Formats/health/{src}; regenerate with `python3 Formats/health/generate.py`.\n\n"


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


LINE = 110


def call(indent: int, head: str, args: list[str], tail: str = ",") -> str:
    """`head(args…)` on one line when it fits in LINE columns, else one argument per line."""
    pad = " " * indent
    one = f"{pad}{head}({', '.join(args)}){tail}\n"
    if len(one) - 1 <= LINE:
        return one
    inner = " " * (indent + 2)
    return f"{pad}{head}(\n" + "".join(f"{inner}{a}{',' if i < len(args) - 1 else ''}\n" for i, a in enumerate(args)) + f"{pad}){tail}\n"


def doc(indent: int, text: str) -> str:
    """A `///` comment wrapped to LINE columns."""
    pad = " " * indent + "/// "
    return "".join(pad + line + "\n" for line in textwrap.wrap(text, LINE - len(pad), break_on_hyphens=False))


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
        out.append(call(4, "QuantityTypeInfo", [
            f"identifier: {s(r['identifier'])}", f"canonicalUnit: {s(r['canonical_unit'])}",
            f"aggregationStyle: .{r['aggregation_style']}", f"group: {s(r['group'])}", f"plausibleRange: {rng}"]))
    out.append("  ]\n}\n")
    return "".join(out)


def category_types() -> str:
    rows = read_tsv("category-types.tsv")
    out = [HEADER.format(src="category-types.tsv"), "extension CategoryTypeCatalog {\n"]
    out.append(f"  /// Every category type of the catalog ({len(rows)}), in table order.\n")
    out.append("  public static let all: [CategoryTypeInfo] = [\n")
    for r in rows:
        out.append("    CategoryTypeInfo(\n")
        out.append(f"      identifier: {s(r['identifier'])},\n")
        out.append(f"      valueEnum: {s(r['value_enum'])}, group: {s(r['group'])},\n")
        out.append("      values: [\n")
        for pair in r["values"].split(";"):
            name, raw = pair.split("=")
            out.append(call(8, "CategoryValueInfo", [f"name: {s(name)}", f"rawValue: {int(raw)}"]))
        out.append("      ]),\n")
    out.append("  ]\n}\n")
    return "".join(out)


def enumeration(tsv: str, type_name: str, raw_type: str, noun: str) -> str:
    rows = read_tsv(tsv)
    out = [HEADER.format(src=tsv), f"extension {type_name} {{\n"]
    for r in rows:
        out.append(doc(2, f"`{r['export_name']}` (raw value {int(r['raw_value'])})."))
        out.append(f"  public static let {r['swift_name']} = {type_name}(rawValue: {int(r['raw_value'])})\n")
    out.append(f"\n  /// Every {noun} of the catalog ({len(rows)}): raw value, export name, Swift name.\n")
    out.append(f"  static let catalogEntries: [CatalogEntry<{raw_type}>] = [\n")
    for r in rows:
        out.append(call(4, "CatalogEntry", [
            f"rawValue: {int(r['raw_value'])}", f"exportName: {s(r['export_name'])}", f"name: {s(r['swift_name'])}"]))
    out.append("  ]\n}\n")
    return "".join(out)


def metadata_keys() -> str:
    rows = read_tsv("metadata-keys.tsv")
    out = [HEADER.format(src="metadata-keys.tsv"), "extension MetadataKeyCatalog {\n"]
    for r in rows:
        sdk = f"SDK constant `{r['sdk_constant']}`" if r["sdk_constant"] else "no SDK constant"
        out.append(doc(2, f"`{r['export_key']}` as written in exports ({sdk}): {r['meaning']}."))
        line = f"  public static let {r['swift_name']} = {s(r['export_key'])}\n"
        if len(line) - 1 > LINE:
            line = f"  public static let {r['swift_name']} =\n    {s(r['export_key'])}\n"
        out.append(line)
    out.append(f"\n  /// Every metadata key of the catalog ({len(rows)}), in table order.\n")
    out.append("  public static let all: [MetadataKeyInfo] = [\n")
    for r in rows:
        out.append(call(4, "MetadataKeyInfo", [
            f"sdkConstant: {s(r['sdk_constant'])}", f"exportKey: {s(r['export_key'])}",
            f"valueKind: .{kind(r['value_kind'])}", f"meaning: {s(r['meaning'])}"]))
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
