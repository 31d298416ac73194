#!/usr/bin/env python3
"""Independent oracle for the FIT device-identity tests: file_id and device_info messages as fitdecode reads
them, raw numbers (manufacturer, product, serial_number, device_index), as JSON on stdout.

usage: fit_identity.py FILE.fit
Output: {"file_id": {"type", "manufacturer", "product", "serial_number", "product_name"},
         "device_info": [{"device_index", "manufacturer", "product", "serial_number", "product_name"}, ...]}
"""
import json, sys
import fitdecode

FIELDS = ('type', 'manufacturer', 'product', 'serial_number', 'product_name', 'device_index')


def raw(message):
    out = {}
    for f in message.fields:
        name = 'product' if f.name in ('garmin_product', 'favero_product') else f.name
        if name in FIELDS and f.raw_value is not None:
            out[name] = f.raw_value.decode() if isinstance(f.raw_value, bytes) else f.raw_value
    return out


result = {"file_id": None, "device_info": []}
with fitdecode.FitReader(sys.argv[1], check_crc=fitdecode.CrcCheck.RAISE) as fr:
    for f in fr:
        if isinstance(f, fitdecode.FitDataMessage):
            if f.name == 'file_id' and result["file_id"] is None:
                result["file_id"] = raw(f)
            elif f.name == 'device_info':
                result["device_info"].append(raw(f))
print(json.dumps(result))
