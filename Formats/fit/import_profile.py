#!/usr/bin/env python3
"""import_profile.py SHARED_FIT_DIR — derive Formats/fit/profile.json (our machine-readable FIT profile)
from the official profile tables (profile-messages.tsv, profile-types.tsv: Garmin FIT SDK profile 21.218,
as extracted in ../shared/formats/fit/). Run once when the profile changes, then run generate.py.

Our form: {"version", "messages": [{name, num, fields: [{num, name, type, base_type, array, scale, offset,
units, accumulate, components: [{field, bits, scale, offset, units, accumulate}], subfields: [{name, type,
base_type, scale, offset, units, components, refs: [{field, value}]}]}]}], "types": [{name, base_type,
values: [[value, name], ...]}]}. Reference fields of subfields and component destinations are resolved to
field numbers here, so the generator needs no name lookups.
"""
import csv, json, os, sys

BASE_IDS = {'enum': 0x00, 'sint8': 0x01, 'uint8': 0x02, 'sint16': 0x83, 'uint16': 0x84, 'sint32': 0x85,
            'uint32': 0x86, 'string': 0x07, 'float32': 0x88, 'float64': 0x89, 'uint8z': 0x0A,
            'uint16z': 0x8B, 'uint32z': 0x8C, 'byte': 0x0D, 'sint64': 0x8E, 'uint64': 0x8F, 'uint64z': 0x90}


def rows(path):
    with open(path, newline='') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(lines, delimiter='\t'))


def num(s, default):
    if s is None or s == '':
        return default
    v = float(s)
    return int(v) if v.is_integer() else v


def split(s):
    return s.split('|') if s else []


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '../../../shared/formats/fit')
    with open(os.path.join(src, 'profile-messages.tsv')) as f:
        version = f.readline().lstrip('# ').split(';')[0].strip()
    mrows = rows(os.path.join(src, 'profile-messages.tsv'))
    trows = rows(os.path.join(src, 'profile-types.tsv'))
    messages, by_num = [], {}
    for r in mrows:
        mnum = int(r['mesg_num'])
        if mnum not in by_num:
            by_num[mnum] = {'name': r['mesg_name'], 'num': mnum, 'fields': []}
            messages.append(by_num[mnum])
    def comps(r):
        names = split(r['components'])
        out = []
        nums, bits, scales, offs = split(r['component_nums']), split(r['component_bits']), split(r['component_scales']), split(r['component_offsets'])
        units, accs = split(r['component_units']), split(r['component_accumulate'])
        for i in range(len(names)):
            out.append({'field': int(nums[i]), 'bits': int(bits[i]),
                        'scale': num(scales[i] if i < len(scales) else '', 1),
                        'offset': num(offs[i] if i < len(offs) else '', 0),
                        'units': units[i] if i < len(units) else '',
                        'accumulate': (accs[i] if i < len(accs) else 'false') == 'true'})
        return out
    for r in mrows:
        m = by_num[int(r['mesg_num'])]
        if r['row_kind'] == 'field':
            m['fields'].append({
                'num': int(r['field_num']), 'name': r['field_name'], 'type': r['type'],
                'base_type': BASE_IDS[r['base_type']], 'array': r['array'] == 'true',
                'scale': num(r['scale'], 1), 'offset': num(r['offset'], 0), 'units': r['units'],
                'accumulate': r['accumulate'] == 'true', 'components': comps(r), 'subfields': []})
    for r in mrows:
        if r['row_kind'] != 'subfield':
            continue
        m = by_num[int(r['mesg_num'])]
        names = {f['name']: f for f in m['fields']}
        parent = names[r['parent_field']]
        refs = []
        for ref in split(r['ref_fields']):
            fname, rest = ref.split('=', 1)
            value = int(rest[rest.rindex('(') + 1:-1])
            refs.append({'field': names[fname]['num'], 'value': value})
        parent['subfields'].append({
            'name': r['field_name'], 'type': r['type'], 'base_type': BASE_IDS[r['base_type']],
            'scale': num(r['scale'], 1), 'offset': num(r['offset'], 0), 'units': r['units'],
            'components': comps(r), 'refs': refs})
    types, by_name = [], {}
    for r in trows:
        t = by_name.get(r['type_name'])
        if t is None:
            t = by_name[r['type_name']] = {'name': r['type_name'], 'base_type': BASE_IDS[r['base_type']], 'values': []}
            types.append(t)
        t['values'].append([int(r['value']), r['value_name']])
    out = {'source': version, 'messages': messages, 'types': types}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'profile.json')
    with open(path, 'w') as f:
        f.write('{"source": %s,\n"messages": [\n' % json.dumps(version))
        f.write(',\n'.join(json.dumps(m, separators=(',', ':')) for m in messages))
        f.write('\n],\n"types": [\n')
        f.write(',\n'.join(json.dumps(t, separators=(',', ':')) for t in types))
        f.write('\n]}\n')
    print(f'{path}: {len(messages)} messages, {sum(len(m["fields"]) for m in messages)} fields, '
          f'{sum(len(f["subfields"]) for m in messages for f in m["fields"])} subfields, {len(types)} types')


if __name__ == '__main__':
    main()
