"""v2 of a generated export.xml: 1 % of the Records edited (value + 1, sync identifier kept, sync version 2)
and 0.5 % dropped; every Record gets a sync identifier and version (v1 is written the same way with version 1).
Streams line by line: python3 make_v2.py IN.xml V1.xml V2.xml"""
import re
import sys

src, v1_path, v2_path = sys.argv[1:4]
value = re.compile(r'value="(-?[0-9.]+)"')
with open(src) as f, open(v1_path, "w") as v1, open(v2_path, "w") as v2:
    n = 0
    skipping = False
    for line in f:
        if skipping:  # a dropped Record's children and end: v1 only
            v1.write(line)
            if line.startswith(" </Record>"):
                skipping = False
            continue
        if line.startswith(" <Record "):
            n += 1
            edited = n % 100 == 7
            dropped = n % 200 == 13
            closed = line.rstrip().endswith("/>")
            meta = ('  <MetadataEntry key="HKMetadataKeySyncIdentifier" value="r%d"/>\n'
                    '  <MetadataEntry key="HKMetadataKeySyncVersion" value="%d"/>\n')
            head = line.rstrip()[:-2] + ">\n" if closed else line
            tail = " </Record>\n" if closed else ""
            v1.write(head + meta % (n, 1) + tail)
            if dropped:
                skipping = not closed
                continue
            if edited:
                head = value.sub(lambda m: 'value="%s"' % (float(m.group(1)) + 1), head, count=1)
            v2.write(head + meta % (n, 2 if edited else 1) + tail)
            continue
        v1.write(line)
        v2.write(line)
