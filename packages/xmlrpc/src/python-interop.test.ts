/**
 * Interop with Python's stdlib `xmlrpc.client` (run once, in one `python3` process, with data
 * passed through files): what Python encodes decodes equal here, and what this codec encodes,
 * Python decodes equal. Values are compared through a tagged JSON form both sides produce.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMethodCall, decodeMethodResponse } from './decode.js';
import { encodeFault, encodeMethodCall, encodeMethodResponse } from './encode.js';
import { XmlRpcFault } from './errors.js';
import { outcome } from './test-outcome.js';

const PYTHON_SCRIPT = String.raw`
import base64, datetime, json, sys, xmlrpc.client as x

class I8(int):
    pass

x.Marshaller.dispatch[I8] = lambda self, value, write: write("<value><i8>%d</i8></value>" % value)

def tag(v):
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, int):
        return v if abs(v) <= 2**53 - 1 else {"big": str(v)}
    if isinstance(v, float):
        return v
    if isinstance(v, (x.DateTime,)):
        v = datetime.datetime.strptime(v.value, "%Y%m%dT%H:%M:%S")
    if isinstance(v, datetime.datetime):
        return {"date": v.strftime("%Y-%m-%dT%H:%M:%S")}
    if isinstance(v, x.Binary):
        v = v.data
    if isinstance(v, (bytes, bytearray)):
        return {"base64": base64.b64encode(v).decode("ascii")}
    if isinstance(v, (list, tuple)):
        return [tag(i) for i in v]
    if isinstance(v, dict):
        return {"struct": [[k, tag(i)] for k, i in v.items()]}
    raise TypeError(repr(v))

VALUES = [
    42, -2147483648, 2147483647, I8(2**40), I8(-(2**63)), I8(2**63 - 1), I8(9007199254740993),
    0.1, -1.5e-300, 1e300, 2.0, -0.0, True, False, "", "plain", "unicode é 漢 😀 \u0085",
    "markup <a href='x'>&amp;</a> ]]>", "tabs\tand\nnewlines", None,
    datetime.datetime(2024, 2, 29, 23, 59, 58), x.Binary(bytes(range(256))), b"",
    [], [1, [2, [3, ["deep"]]]], {}, {"b": 1, "a": {"nested": {"list": [None, True]}}, "__proto__": 1},
    {"records": [{"id": i, "name": "row %d é" % i, "when": datetime.datetime(2020, 1, 1, 0, 0, i)} for i in range(20)]},
]

with open(sys.argv[1], encoding="utf-8") as f:
    ours = json.load(f)

out = {"made": [], "loaded": []}
for v in VALUES:
    xml = x.dumps((v,), methodresponse=True, allow_none=True)
    out["made"].append({"xml": xml, "tagged": tag(v)})
out["fault"] = x.dumps(x.Fault(4, "Too many parameters <é>"), methodresponse=True)
out["fault_string_code"] = x.dumps(x.Fault("Vendor_Exception_NotFound", "Gone"), methodresponse=True)
out["call"] = x.dumps(({"headers": {"id": 1}}, "mask[id]", I8(2**40)), methodname="Vendor_Account.getObject", allow_none=True)

for doc in ours["responses"]:
    (value,), _ = x.loads(doc, use_builtin_types=True)
    out["loaded"].append(tag(value))
try:
    x.loads(ours["fault"])
    out["fault_loaded"] = None
except x.Fault as f:
    out["fault_loaded"] = {"faultCode": f.faultCode, "faultString": f.faultString}
try:
    x.loads(ours["fault_string_code"])
    out["fault_string_code_loaded"] = None
except x.Fault as f:
    out["fault_string_code_loaded"] = {"faultCode": f.faultCode, "faultString": f.faultString}
params, method = x.loads(ours["call"], use_builtin_types=True)
out["call_loaded"] = {"method": method, "params": tag(list(params))}

with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False)
`;

/** The tagged JSON form of a decoded value (same as the Python side's `tag`). */
function tag(value: unknown): unknown {
  // `undefined` encodes as <nil/>, which decodes as null (Python: None).
  if (value === undefined) return null;
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : { big: String(value) };
  if (value instanceof Date) return { date: value.toISOString().slice(0, 19) };
  if (value instanceof Uint8Array) return { base64: btoa(String.fromCharCode(...value)) };
  if (Array.isArray(value)) return value.map(tag);
  if (typeof value === 'object') {
    return { struct: Object.entries(value).map(([k, v]) => [k, tag(v)]) };
  }
  throw new TypeError(`cannot tag ${typeof value}`);
}

const OURS: unknown[] = [
  7, -2147483648, 2 ** 40, 2n ** 63n - 1n, -(2n ** 63n), 0.1, 1e300, -2.5, true, false, '', 'é 漢 😀',
  'markup <a>&amp;</a> ]]>', 'CR\r\nLF\n', null, new Date('1999-12-31T23:59:59Z'),
  new Uint8Array(Array.from({ length: 300 }, (_, i) => i % 256)), [], [1, ['x', [null]]], {},
  { b: 1, a: { nested: [true, 'y'] }, constructor: 'c' },
  { a: undefined, b: [undefined, 1] }, undefined, -0, 2 ** 31, -(2 ** 31) - 1, 1.5,
];

interface PythonOutput {
  made: { xml: string; tagged: unknown }[];
  loaded: unknown[];
  fault: string;
  fault_string_code: string;
  call: string;
  fault_string_code_loaded: { faultCode: number | string; faultString: string } | null;
  fault_loaded: { faultCode: number | string; faultString: string } | null;
  call_loaded: { method: string; params: unknown };
}

let dir = '';
let python: PythonOutput;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'svclib-xmlrpc-interop-'));
  const script = join(dir, 'interop.py');
  const input = join(dir, 'ours.json');
  const output = join(dir, 'python.json');
  writeFileSync(script, PYTHON_SCRIPT, 'utf8');
  writeFileSync(
    input,
    JSON.stringify({
      responses: OURS.map((value) => encodeMethodResponse(value)),
      fault: encodeFault(17, 'Bad <thing> é'),
      fault_string_code: encodeFault('Vendor_Exception_ObjectNotFound', 'Not found'),
      call: encodeMethodCall('Vendor_Virtual_Guest.getObject', [{ headers: { id: 5 } }, 'x', 2 ** 40]),
    }),
    'utf8',
  );
  const result = spawnSync('python3', [script, input, output], { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr || String(result.error)}`);
  python = JSON.parse(readFileSync(output, 'utf8')) as PythonOutput;
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('interop with Python xmlrpc.client', () => {
  it('decodes Python\'s -0.0 as -0', async () => {
    const made = python.made.find(({ xml }) => xml.includes('<double>-0.0</double>'));
    expect(made).toBeDefined();
    expect(Object.is(await decodeMethodResponse(made!.xml), -0)).toBe(true);
  });

  it('decodes every value Python encodes, from a string and from UTF-8 bytes', async () => {
    expect(python.made.length).toBeGreaterThan(20);
    for (const { xml, tagged } of python.made) {
      expect(tag(await decodeMethodResponse(xml)), xml).toEqual(tagged);
      expect(tag(await decodeMethodResponse(new TextEncoder().encode(xml))), xml).toEqual(tagged);
    }
  });

  it('the fast path and saxes give the same outcome on every Python document', async () => {
    const documents = [...python.made.map((made) => made.xml), python.fault];
    for (const xml of documents) {
      for (const input of [() => xml, () => new TextEncoder().encode(xml)]) {
        const slow = await outcome(input, 'methodResponse', false);
        expect(await outcome(input, 'methodResponse', true), xml).toBe(slow);
      }
    }
    const call = await outcome(() => python.call, 'methodCall', false);
    expect(call).toMatch(/^ok /);
    expect(await outcome(() => python.call, 'methodCall', true)).toBe(call);
  });

  it('decodes a Python fault as XmlRpcFault', async () => {
    const error = await decodeMethodResponse(python.fault).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcFault);
    expect(error).toMatchObject({ faultCode: 4, faultString: 'Too many parameters <é>' });
    const byName = await decodeMethodResponse(python.fault_string_code).catch((e: unknown) => e);
    expect(byName).toBeInstanceOf(XmlRpcFault);
    expect(byName).toMatchObject({ faultCode: 'Vendor_Exception_NotFound', faultString: 'Gone' });
  });

  it('decodes a Python methodCall', async () => {
    expect(await decodeMethodCall(python.call)).toEqual({
      method: 'Vendor_Account.getObject',
      params: [{ headers: { id: 1 } }, 'mask[id]', 2 ** 40],
    });
  });

  it('Python decodes every value this codec encodes, equal', () => {
    // -0 is an integer in int32 (SPEC §5), so it is sent as <int>0</int> and comes back as 0.
    expect(python.loaded).toEqual(OURS.map((value) => tag(Object.is(value, -0) ? 0 : value)));
    // undefined members arrive as None; -0 is sent as <int>0</int> (SPEC §5: an integer in int32).
    expect(python.loaded.at(-6)).toEqual({ struct: [['a', null], ['b', [null, 1]]] });
    expect(Object.is(python.loaded.at(-4), 0)).toBe(true);
  });

  it('Python decodes our fault and our methodCall', () => {
    expect(python.fault_loaded).toEqual({ faultCode: 17, faultString: 'Bad <thing> é' });
    expect(python.fault_string_code_loaded).toEqual({
      faultCode: 'Vendor_Exception_ObjectNotFound',
      faultString: 'Not found',
    });
    expect(python.call_loaded).toEqual({
      method: 'Vendor_Virtual_Guest.getObject',
      params: [{ struct: [['headers', { struct: [['id', 5]] }]] }, 'x', 2 ** 40],
    });
  });
});
