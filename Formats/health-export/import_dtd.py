#!/usr/bin/env python3
"""Imports Apple's HealthKit Export Version 14 DTD text from ../shared/formats/health-export/export.dtd
into Formats/health-export/export-v14.dtd (LF line ends, content unchanged), then run generate.py.

    python3 Formats/health-export/import_dtd.py [--shared PATH] [--check]
"""
import argparse, pathlib, sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    ap.add_argument("--check", action="store_true", help="exit 1 when export-v14.dtd differs from the source")
    args = ap.parse_args()
    source = pathlib.Path(args.shared) / "formats" / "health-export" / "export.dtd"
    text = source.read_text(encoding="utf-8").replace("\r\n", "\n")
    if "HealthKit Export Version: 14" not in text.splitlines()[0]:
        sys.exit(f"{source}: not the Export Version 14 DTD")
    target = HERE / "export-v14.dtd"
    if args.check:
        sys.exit(0 if target.read_text(encoding="utf-8") == text else 1)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT)} ({len(text)} bytes)")

if __name__ == "__main__":
    main()
