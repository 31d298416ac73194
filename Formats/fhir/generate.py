#!/usr/bin/env python3
"""generate.py [--check] — generate Sources/FormatFHIR/Generated/FHIRCodeTable.swift from Formats/fhir/codes.tsv
(HealthKit identifier → standard code, with each code's source) and Formats/fhir/units.tsv (HKUnit → UCUM).
--check: exit 1 when the committed Swift differs from what would be generated."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
OUT = os.path.join(ROOT, 'Sources', 'FormatFHIR', 'Generated', 'FHIRCodeTable.swift')


def rows(name):
    with open(os.path.join(HERE, name), encoding='utf-8') as f:
        lines = [l.rstrip('\n') for l in f if not l.startswith('#') and l.strip()]
    header = lines[0].split('\t')
    return [dict(zip(header, l.split('\t'))) for l in lines[1:]]


def lit(s):
    return json.dumps(s, ensure_ascii=False)


def render():
    out = ['// generated — do not edit. Source: Formats/fhir/codes.tsv and units.tsv, generator: Formats/fhir/generate.py',
           '', 'extension FHIRCodes {',
           '  /// Standard codes by identifier (codes.tsv), in table order.',
           '  static let standard: [StandardCode] = [']
    for r in rows('codes.tsv'):
        out.append('    StandardCode(identifier: %s, system: %s, code: %s, display: %s, category: %s),' % (
            lit(r['identifier']), lit(r['system']), lit(r['code']), lit(r['display']),
            lit(r['category']) if r.get('category') else 'nil'))
    out += ['  ]', '', '  /// HKUnit string → UCUM code (units.tsv), in table order.',
            '  static let ucumByUnit: [(unit: String, ucum: String)] = [']
    for r in rows('units.tsv'):
        out.append('    (%s, %s),' % (lit(r['hk_unit']), lit(r['ucum'])))
    out += ['  ]', '}', '']
    return '\n'.join(out)


def main():
    text = render()
    if '--check' in sys.argv:
        current = open(OUT, encoding='utf-8').read() if os.path.exists(OUT) else ''
        if current != text:
            print('stale: ' + os.path.relpath(OUT, ROOT) + ' (run python3 Formats/fhir/generate.py)')
            sys.exit(1)
        return
    with open(OUT, 'w', encoding='utf-8') as f:
        f.write(text)


if __name__ == '__main__':
    main()
