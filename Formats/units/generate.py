#!/usr/bin/env python3
"""Generate Sources/WorkoutModel/Generated/UnitTable.swift from Formats/units/units.tsv.

usage: python3 Formats/units/generate.py          # (re)write the Swift file
       python3 Formats/units/generate.py --check  # exit 1 when the committed Swift file is stale

Standard library only. The table format is described at the top of units.tsv.
"""

import math
import sys
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
TABLE = HERE / "units.tsv"
OUTPUT = ROOT / "Sources" / "WorkoutModel" / "Generated" / "UnitTable.swift"

# Dimension-vector keys in units.tsv → UnitDimension initializer labels (in initializer order).
DIMENSION_KEYS = {
    "L": "length",
    "M": "mass",
    "T": "time",
    "K": "temperature",
    "N": "amount",
    "I": "current",
    "PCT": "percent",
    "IU": "internationalUnit",
    "ES": "effortScore",
    "SPL": "soundPressureLevel",
    "HL": "hearingLevel",
    "ANG": "angle",
}
KINDS = {"linear", "affine", "molar", "logarithmic", "arbitrary"}
MAX_EXACT = 2**53
# π as the continued-fraction convergent 245850922/78256779: the ratio of integers nearest π that a Double
# holds exactly in both terms and that divides to the same Double as math.pi (checked below), so "π/180"
# in the table converts as exactly as a Double can.
PI = Fraction(245850922, 78256779)
assert float(PI) == math.pi and float(PI / 180) == math.pi / 180


class TableError(Exception):
    pass


def read_sections(path):
    sections = {}
    current = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        if raw.startswith("@"):
            current = raw[1:].strip()
            if current in sections:
                raise TableError(f"{path.name}:{number}: section @{current} repeated")
            sections[current] = {"columns": None, "rows": []}
            continue
        if current is None:
            raise TableError(f"{path.name}:{number}: row before any @section")
        cells = raw.split("\t")
        section = sections[current]
        if section["columns"] is None:
            section["columns"] = cells
            continue
        if len(cells) != len(section["columns"]):
            raise TableError(
                f"{path.name}:{number}: {len(cells)} cells, @{current} has {len(section['columns'])} columns")
        section["rows"].append((number, dict(zip(section["columns"], cells))))
    for name in ("dimensions", "prefixes", "bases"):
        if name not in sections:
            raise TableError(f"{path.name}: missing section @{name}")
    return sections


def parse_vector(text, where):
    exponents = {}
    if text == "1":
        return exponents
    for part in text.split("·"):
        key, _, power = part.partition("^")
        if key not in DIMENSION_KEYS:
            raise TableError(f"{where}: unknown dimension key {key!r}")
        try:
            value = int(power) if power else 1
        except ValueError:
            raise TableError(f"{where}: bad exponent {power!r}") from None
        if key in exponents:
            raise TableError(f"{where}: {key} repeated")
        exponents[key] = value
    return exponents


def swift_dimension(exponents):
    args = [f"{DIMENSION_KEYS[k]}: {exponents[k]}" for k in DIMENSION_KEYS if exponents.get(k)]
    return "UnitDimension(" + ", ".join(args) + ")"


def parse_exact(text, where):
    """An exact decimal or integer ratio → (numerator, denominator, power10) with integers. "π" may stand
    for a ratio's numerator ("π/180"); it is PI above."""
    if "/" in text:
        top, _, bottom = text.partition("/")
        try:
            fraction = (PI if top == "π" else Fraction(int(top))) / Fraction(int(bottom))
        except (ValueError, ZeroDivisionError):
            raise TableError(f"{where}: bad ratio {text!r}") from None
        numerator, denominator, power = fraction.numerator, fraction.denominator, 0
    else:
        try:
            decimal = Decimal(text)
        except InvalidOperation:
            raise TableError(f"{where}: bad number {text!r}") from None
        if not decimal.is_finite():
            raise TableError(f"{where}: bad number {text!r}")
        sign, digits, exponent = decimal.as_tuple()
        numerator = int("".join(map(str, digits)) or "0") * (-1 if sign else 1)
        denominator, power = 1, exponent
    if numerator == 0:
        return 0, 1, 0
    while numerator % 10 == 0:
        numerator //= 10
        power += 1
    while denominator % 10 == 0:
        denominator //= 10
        power -= 1
    if abs(numerator) > MAX_EXACT or denominator > MAX_EXACT:
        raise TableError(f"{where}: {text!r} has more digits than a Double holds exactly")
    return numerator, denominator, power


def swift_scale(triple):
    numerator, denominator, power = triple
    return f"UnitScale(numerator: {numerator}, denominator: {denominator}, power10: {power})"


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build(sections):
    lines = [
        "// generated — do not edit",
        "// Source: Formats/units/units.tsv; regenerate with `python3 Formats/units/generate.py`.",
        "",
        "/// The unit table of `Formats/units/units.tsv`: named dimensions, SI prefixes and base units.",
        "enum UnitTable {",
        "  /// Named dimensions, in table order; `printRank` is `nil` for name-only rows.",
        "  static let dimensions: [UnitDimensionEntry] = [",
    ]
    dimensions = {}
    vectors = {}
    for number, row in sections["dimensions"]["rows"]:
        where = f"units.tsv:{number}"
        name = row["name"]
        if name in dimensions:
            raise TableError(f"{where}: dimension {name!r} repeated")
        exponents = parse_vector(row["vector"], where)
        key = tuple(sorted(exponents.items()))
        if key in vectors:
            raise TableError(f"{where}: vector of {name!r} already named {vectors[key]!r}")
        vectors[key] = name
        rank = row["print_rank"]
        if rank != "-":
            try:
                rank = int(rank)
            except ValueError:
                raise TableError(f"{where}: bad print_rank {rank!r}") from None
        dimensions[name] = (exponents, rank)
        rank_text = "nil" if rank == "-" else str(rank)
        lines.append(
            f"    UnitDimensionEntry(name: {swift_string(name)}, dimension: {swift_dimension(exponents)}, "
            f"printRank: {rank_text}),")
    lines += ["  ]", "", "  /// SI prefixes accepted before prefixable base units.", "  static let prefixes: [UnitPrefixEntry] = ["]
    prefix_symbols = set()
    for number, row in sections["prefixes"]["rows"]:
        where = f"units.tsv:{number}"
        symbol = row["symbol"]
        if symbol in prefix_symbols or not symbol.isalpha():
            raise TableError(f"{where}: bad or repeated prefix {symbol!r}")
        prefix_symbols.add(symbol)
        try:
            power = int(row["power_of_ten"])
        except ValueError:
            raise TableError(f"{where}: bad power_of_ten") from None
        lines.append(f"    UnitPrefixEntry(symbol: {swift_string(symbol)}, power10: {power}),")
    lines += ["  ]", "", "  /// Base units; a unit's factors refer to these by index.", "  static let bases: [UnitBaseEntry] = ["]
    spellings = {}
    for number, row in sections["bases"]["rows"]:
        where = f"units.tsv:{number}"
        symbol = row["symbol"]
        aliases = [a for a in row["aliases"].split(",") if a]
        for spelling in [symbol] + aliases:
            if not spelling or not all(c.isascii() and (c.isalpha() or c in "_%") for c in spelling):
                raise TableError(f"{where}: bad symbol {spelling!r}")
            if spelling in spellings:
                raise TableError(f"{where}: {spelling!r} already used on line {spellings[spelling]}")
            spellings[spelling] = number
        dimension = row["dimension"]
        if dimension not in dimensions:
            raise TableError(f"{where}: unknown dimension {dimension!r}")
        exponents, rank = dimensions[dimension]
        if rank == "-":
            raise TableError(f"{where}: dimension {dimension!r} has no print_rank")
        kind = row["kind"]
        if kind not in KINDS:
            raise TableError(f"{where}: unknown kind {kind!r}")
        prefixes = row["si_prefixes"]
        if prefixes not in ("yes", "no"):
            raise TableError(f"{where}: si_prefixes must be yes or no")
        factor = parse_exact(row["factor_to_si"], where)
        if factor[0] <= 0:
            raise TableError(f"{where}: factor must be positive")
        offset = parse_exact(row["offset_to_si"], where)
        if offset[0] != 0 and kind != "affine":
            raise TableError(f"{where}: only affine units have an offset")
        alias_text = "[" + ", ".join(swift_string(a) for a in aliases) + "]"
        lines.append(
            f"    UnitBaseEntry(\n"
            f"      symbol: {swift_string(symbol)}, aliases: {alias_text}, dimension: {swift_dimension(exponents)},\n"
            f"      scale: {swift_scale(factor)},\n"
            f"      offset: {swift_scale(offset)},\n"
            f"      kind: .{kind}, acceptsPrefixes: {'true' if prefixes == 'yes' else 'false'}, printRank: {rank}),")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main(argv):
    check = "--check" in argv[1:]
    unknown = [a for a in argv[1:] if a != "--check"]
    if unknown:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        text = build(read_sections(TABLE))
    except TableError as error:
        print(f"generate.py: {error}", file=sys.stderr)
        return 1
    relative = OUTPUT.relative_to(ROOT)
    if check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
        if current != text:
            print(f"generate.py: {relative} is stale; run `python3 Formats/units/generate.py`", file=sys.stderr)
            return 1
        print(f"{relative} is up to date")
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {relative}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
