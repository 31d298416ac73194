#!/usr/bin/env python3
"""Generates Sources/FormatHealthExport/Generated/ExportDTD.swift from Formats/health-export/export-v14.dtd
(the DTD text the export writer embeds verbatim between `<!DOCTYPE HealthData [` and `]>`).

    python3 Formats/health-export/generate.py [--check]
"""
import argparse, pathlib, sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = ROOT / "Sources" / "FormatHealthExport" / "Generated" / "ExportDTD.swift"

def render():
    text = (HERE / "export-v14.dtd").read_text(encoding="utf-8")
    assert '"""#' not in text and "\r" not in text
    body = text[:-1] if text.endswith("\n") else text
    trailing = text.endswith("\n")
    return (
        "// generated — do not edit: python3 Formats/health-export/generate.py (source: Formats/health-export/export-v14.dtd)\n\n"
        "/// Apple's DTD texts, written verbatim by the export writer.\n"
        "enum ExportDTD {\n"
        "  /// HealthKit Export Version 14 (iOS 18.1+), the internal subset between `<!DOCTYPE HealthData [` and `]>`.\n"
        "  static let version14 = #\"\"\"\n" + body + "\n" + ("\n" if trailing else "") + "\"\"\"#\n"
        "}\n")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = render()
    if args.check:
        sys.exit(0 if OUT.exists() and OUT.read_text(encoding="utf-8") == text else 1)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")

if __name__ == "__main__":
    main()
