#!/usr/bin/env python3
"""generate.py [--check] — generate Sources/FormatFIT/Generated/*.swift from Formats/fit/profile.json (the FIT
profile, see import_profile.py), Formats/fit/activity-types.tsv (sport/sub_sport <-> HKWorkoutActivityType) and
Formats/fit/devices.tsv (the devices --option fit.device names).
--check: exit 1 (listing the stale files) when the committed Swift differs from what would be generated."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
OUT = os.path.join(ROOT, 'Sources', 'FormatFIT', 'Generated')
HEADER = '// generated — do not edit. Source: Formats/fit/%s, generator: Formats/fit/generate.py\n'
KEYWORDS = {'default', 'repeat', 'in', 'is', 'as', 'return', 'switch', 'case', 'true', 'false', 'nil', 'self',
            'protocol', 'class', 'struct', 'import', 'var', 'let', 'func', 'where', 'while', 'for', 'if', 'else',
            'do', 'try', 'throw', 'throws', 'break', 'continue', 'fallthrough', 'static', 'public', 'private',
            'internal', 'init', 'deinit', 'subscript', 'extension', 'enum', 'operator', 'guard', 'defer', 'inout',
            'super', 'any', 'some', 'catch', 'rethrows', 'typealias', 'associatedtype', 'open', 'fileprivate'}
RESERVED_TYPES = {'Type', 'Protocol', 'Self', 'Any', 'Int', 'String', 'Bool', 'Double', 'Float'}
BASE = {0x00: 'enum', 0x01: 'sint8', 0x02: 'uint8', 0x83: 'sint16', 0x84: 'uint16', 0x85: 'sint32',
        0x86: 'uint32', 0x07: 'string', 0x88: 'float32', 0x89: 'float64', 0x0A: 'uint8z', 0x8B: 'uint16z',
        0x8C: 'uint32z', 0x0D: 'byte', 0x8E: 'sint64', 0x8F: 'uint64', 0x90: 'uint64z'}


def camel(name, upper=False):
    parts = [p for p in name.replace('-', '_').split('_') if p]
    s = ''.join(p[:1].upper() + p[1:] for p in parts)
    if not upper:
        s = s[:1].lower() + s[1:]
    if not s or s[0].isdigit():
        s = ('V' if upper else 'v') + s
    if upper and s in RESERVED_TYPES:
        s += '_'
    if not upper and s in KEYWORDS:
        s = '`%s`' % s
    return s


def lit(s):
    return json.dumps(s, ensure_ascii=False)


def num(v):
    return repr(float(v))


def fmt(v):
    v = float(v)
    return str(int(v)) if v.is_integer() else repr(v)


def comps(cs):
    return ';'.join('%d,%d,%s,%s,%s,%d' % (c['field'], c['bits'], fmt(c['scale']), fmt(c['offset']), c['units'],
                                           int(c['accumulate'])) for c in cs)


def messages_swift(p):
    # A compact line table parsed once at run time (FITProfile+Table.swift): large Swift array literals make the
    # compiler slow and memory-hungry, a string literal costs nothing.
    lines = []
    for m in p['messages']:
        lines.append('M\t%d\t%s' % (m['num'], m['name']))
        for f in m['fields']:
            lines.append('F\t%d\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t%d\t%s' % (
                f['num'], f['name'], f['type'], f['base_type'] & 0x1F, int(f['array']), fmt(f['scale']),
                fmt(f['offset']), f['units'], int(f['accumulate']), comps(f['components'])))
            for s in f['subfields']:
                lines.append('S\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s' % (
                    s['name'], s['type'], s['base_type'] & 0x1F, fmt(s['scale']), fmt(s['offset']), s['units'],
                    comps(s['components']), ';'.join('%d=%d' % (r['field'], r['value']) for r in s['refs'])))
    return (HEADER % 'profile.json' + '// FIT profile %s: messages (M), fields (F: number, name, type, base type, '
            'array, scale, offset, units, accumulate, components "field,bits,scale,offset,units,accumulate;…") '
            'and sub-fields (S: name, type, base type, scale, offset, units, components, references '
            '"field=value;…").\n\nextension FITProfile {\n  /// The message table, one record per line.\n'
            '  static let messageTable: String = #"""\n' % p['source'] + '\n'.join(lines) + '\n"""#\n}\n')


def numbers_swift(p):
    out = [HEADER % 'profile.json', '/// Global message numbers of the FIT profile %s.' % p['source'],
           'package enum FITMessageNumber {']
    for m in p['messages']:
        out.append('  /// `%s`' % m['name'])
        out.append('  package static let %s: UInt16 = %d' % (camel(m['name']), m['num']))
    out.append('}\n')
    out.append('/// Field numbers per message of the FIT profile %s.' % p['source'])
    out.append('package enum FITFieldNumber {')
    out.append('  /// `timestamp`, common to every message.')
    out.append('  package static let timestamp: UInt8 = 253')
    out.append('  /// `message_index`, common to every message.')
    out.append('  package static let messageIndex: UInt8 = 254')
    out.append('  /// `part_index`, common to every message.')
    out.append('  package static let partIndex: UInt8 = 250')
    for m in p['messages']:
        out.append('  /// Fields of `%s`.' % m['name'])
        out.append('  package enum %s {' % camel(m['name'], True))
        seen = set()
        for f in m['fields']:
            n = camel(f['name'])
            if n in seen:
                n += str(f['num'])
            seen.add(n)
            out.append('    package static let %s: UInt8 = %d' % (n, f['num']))
        out.append('  }')
    out.append('}')
    return '\n'.join(out) + '\n'


def types_swift(p):
    lines = ['T\t%s\t%d\t%s' % (t['name'], t['base_type'] & 0x1F, ';'.join('%d:%s' % (v, n) for v, n in t['values']))
             for t in p['types']]
    out = [HEADER % 'profile.json', '// FIT profile %s: named value sets (T: name, base type, "value:name;…").\n' % p['source'],
           'extension FITProfile {', '  /// The type table, one type per line.',
           '  static let typeTable: String = #"""\n' + '\n'.join(lines) + '\n"""#', '}\n']
    out.append('/// Named values of the profile types, as constants (`FITEnum.Sport.running`).')
    out.append('package enum FITEnum {')
    for t in p['types']:
        out.append('  /// Values of `%s`.' % t['name'])
        out.append('  package enum %s {' % camel(t['name'], True))
        seen = set()
        for v, n in t['values']:
            c = camel(n)
            if c in seen:
                c = c.strip('`') + str(v)
            seen.add(c)
            out.append('    package static let %s: UInt32 = %d' % (c, v))
        out.append('  }')
    out.append('}')
    return '\n'.join(out) + '\n'


def activity_swift(p):
    path = os.path.join(HERE, 'activity-types.tsv')
    rows = [l.rstrip('\n').split('\t') for l in open(path) if not l.startswith('#')][1:]
    types = {t['name']: {n: v for v, n in t['values']} for t in p['types']}
    out = [HEADER % 'activity-types.tsv',
           '/// One row of the FIT sport/sub_sport ↔ HealthKit workout activity type table.',
           'package struct FITActivityTypeMapping: Sendable, Equatable {',
           '  /// FIT `sport` value.', '  package let sport: UInt8',
           '  /// FIT `sub_sport` value, or nil for "any sub_sport".', '  package let subSport: UInt8?',
           '  /// HealthKit export name, e.g. "HKWorkoutActivityTypeRunning".', '  package let activityType: String',
           '  /// Whether the row is used when reading FIT.', '  package let isUsedForReading: Bool',
           '  /// Whether the row is used when writing FIT.', '  package let isUsedForWriting: Bool', '',
           '  /// The table, in file order.', '  package static let table: [FITActivityTypeMapping] = [']
    for sport, sub, hk, direction in rows:
        s = types['sport'][sport]
        ss = 'nil' if sub == '*' else str(types['sub_sport'][sub])
        assert direction in ('both', 'read', 'write'), direction
        out.append('    FITActivityTypeMapping(sport: %d, subSport: %s, activityType: %s, isUsedForReading: %s, '
                   'isUsedForWriting: %s),  // %s/%s' % (s, ss, lit(hk), str(direction != 'write').lower(),
                                                         str(direction != 'read').lower(), sport, sub))
    out.append('  ]')
    out.append('}')
    return '\n'.join(out) + '\n'


# Profile units -> model (HKUnit) unit strings, for the summary table.
FIT_UNITS = {'m': 'm', 'kcal': 'kcal', 'bpm': 'count/min', 'watts': 'W', 'rpm': 'count/min', 'm/s': 'm/s', 's': 's',
             'cycles': 'count'}


def summary_swift(p):
    path = os.path.join(HERE, 'summary-fields.tsv')
    rows = [l.rstrip('\n').split('\t') for l in open(path) if l.strip() and not l.startswith('#')][1:]
    messages = {m['name']: m for m in p['messages']}
    out = [HEADER % 'summary-fields.tsv',
           '/// One row of the FIT lap/session summary field ↔ model statistic table.',
           'struct FITSummaryField: Sendable {',
           '  /// The model quantity a field holds (distance, power, cadence and speed are typed by the activity).',
           '  enum Quantity: Sendable {', '    case distance, power, cadence, speed, heartRate, activeEnergy, ascent, descent, strokes', '  }',
           '  /// Which aggregate of the statistic (ascent/descent: `.value`).',
           '  enum Aggregate: Sendable {', '    case sum, average, maximum, minimum, value', '  }',
           '  /// Global message number (lap or session).', '  let message: UInt16',
           '  /// Field number in the message.', '  let field: UInt8',
           '  /// Profile field name.', '  let name: String',
           '  let quantity: Quantity', '  let aggregate: Aggregate',
           '  /// The field\'s profile unit as a model unit string.', '  let unit: String', '',
           '  /// The table, in file order (reading: the first present row of a quantity and aggregate wins).',
           '  static let table: [FITSummaryField] = [']
    for message, field, quantity, aggregate in rows:
        m = messages[message]
        f = next(f for f in m['fields'] if f['name'] == field)
        out.append('    FITSummaryField(message: %d, field: %d, name: %s, quantity: .%s, aggregate: .%s, unit: %s),'
                   % (m['num'], f['num'], lit(field), quantity, aggregate, lit(FIT_UNITS[f['units']])))
    out.append('  ]')
    out.append('}')
    return '\n'.join(out) + '\n'


def devices_swift(p):
    path = os.path.join(HERE, 'devices.tsv')
    rows = [l.rstrip('\n').split('\t') for l in open(path) if l.strip() and not l.startswith('#')][1:]
    types = {t['name']: {n: v for v, n in t['values']} for t in p['types']}
    out = [HEADER % 'devices.tsv',
           '/// A device `--option fit.device=NAME` names: the identity written in file_id and the creator device_info.',
           'struct FITNamedDevice: Sendable, Equatable {',
           '  /// The name given on the command line, e.g. "edge-530".', '  let name: String',
           '  /// FIT `manufacturer` value.', '  let manufacturer: UInt16',
           '  /// FIT `product` value (`garmin_product` for Garmin).', '  let product: UInt16',
           '  /// The device\'s own name, written as `product_name`.', '  let productName: String', '',
           '  /// The table, in file order.', '  static let table: [FITNamedDevice] = [']
    for name, manufacturer, product, product_name in rows:
        m = types['manufacturer'][manufacturer]
        pr = int(product) if product.isdigit() else types['garmin_product'][product]
        out.append('    FITNamedDevice(name: %s, manufacturer: %d, product: %d, productName: %s),  // %s/%s'
                   % (lit(name), m, pr, lit(product_name), manufacturer, product))
    out.append('  ]')
    out.append('}')
    return '\n'.join(out) + '\n'


def main():
    p = json.load(open(os.path.join(HERE, 'profile.json')))
    files = {'FITProfile+Messages.swift': messages_swift(p), 'FITProfile+Types.swift': types_swift(p),
             'FITNumbers.swift': numbers_swift(p), 'FITActivityTypeMapping.swift': activity_swift(p),
             'FITSummaryFields.swift': summary_swift(p), 'FITNamedDevices.swift': devices_swift(p)}
    check = '--check' in sys.argv
    stale = []
    os.makedirs(OUT, exist_ok=True)
    for name, text in files.items():
        path = os.path.join(OUT, name)
        old = open(path, encoding='utf-8').read() if os.path.exists(path) else None
        if old != text:
            stale.append(path)
            if not check:
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(text)
    extra = [n for n in os.listdir(OUT) if n.endswith('.swift') and n not in files]
    if check:
        if stale or extra:
            for s in stale + [os.path.join(OUT, e) for e in extra]:
                print('stale: ' + os.path.relpath(s, ROOT), file=sys.stderr)
            print('run: python3 Formats/fit/generate.py', file=sys.stderr)
            sys.exit(1)
        print('generated FIT Swift is up to date')
    else:
        print('wrote %d file(s): %s' % (len(stale), ', '.join(os.path.basename(s) for s in stale)))


if __name__ == '__main__':
    main()
