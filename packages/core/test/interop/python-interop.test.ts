/**
 * Interop over the wire with an independent XML-RPC implementation, Python's stdlib:
 * (a) our Client calls a `xmlrpc.server.SimpleXMLRPCServer` (a child process on 127.0.0.1) that
 *     echoes its params: values round-trip equal, and a Python `Fault(-32601)` is MethodNotFound;
 * (b) Python's `xmlrpc.client.ServerProxy` calls the @svclib/testing fake server: a result decodes
 *     fine in Python, and a bad key is a Fault with code Vendor_Exception_InvalidCredentials.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promisify } from 'node:util';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MethodNotFound, ServiceAPIError } from '../../src/node.js';

const run = promisify(execFile);

const PYTHON_SERVER = String.raw`
import sys, xmlrpc.client
from xmlrpc.server import SimpleXMLRPCServer, SimpleXMLRPCRequestHandler

class AnyPath(SimpleXMLRPCRequestHandler):
    rpc_paths = ()  # accept every path (/xmlrpc/v3.1/Vendor_Echo, ...)
    def log_message(self, *args):
        pass

class Echo:
    def _dispatch(self, method, params):
        if method == "missing":
            raise xmlrpc.client.Fault(-32601, "server error. requested method %s does not exist" % method)
        if method == "raw":
            # The request exactly as it arrived: body bytes (as text) and HTTP headers.
            return {"body": echo.raw.decode("utf-8"), "headers": {k.lower(): v for k, v in echo.headers.items()}, "path": self.path}
        if method == "describe":
            return [type(p).__name__ + ":" + repr(p) for p in params[1:]]
        return {"method": method, "path": self.path, "params": list(params)}

server = SimpleXMLRPCServer(("127.0.0.1", 0), requestHandler=AnyPath, allow_none=True, use_builtin_types=True, logRequests=False)
echo = Echo()
server.register_instance(echo)
orig = server.RequestHandlerClass.do_POST
def do_post(handler):
    echo.path = handler.path
    echo.headers = handler.headers
    return orig(handler)
server.RequestHandlerClass.do_POST = do_post
orig_decode = server.RequestHandlerClass.decode_request_content
def decode_request_content(handler, data):
    echo.raw = data
    return orig_decode(handler, data)
server.RequestHandlerClass.decode_request_content = decode_request_content
print(server.server_address[1], flush=True)
server.serve_forever()
`;

const PYTHON_CLIENT = String.raw`
import json, sys, xmlrpc.client
url, username, key = sys.argv[1], sys.argv[2], sys.argv[3]
out = {}
proxy = xmlrpc.client.ServerProxy(url + "/Vendor_Account", allow_none=True, use_builtin_types=True)
headers = {"authenticate": {"username": username, "apiKey": key}, "Vendor_ObjectMask": {"mask": "mask[id,companyName]"}}
out["account"] = proxy.getObject({"headers": headers})
guests = xmlrpc.client.ServerProxy(url + "/Vendor_Account", allow_none=True, use_builtin_types=True)
out["guests"] = guests.getVirtualGuests({"headers": {"authenticate": headers["authenticate"], "resultLimit": {"limit": 2, "offset": 0}, "Vendor_ObjectMask": {"mask": "mask[id,hostname]"}}})
try:
    proxy.getObject({"headers": {"authenticate": {"username": username, "apiKey": "wrong-key"}}})
    out["fault"] = None
except xmlrpc.client.Fault as fault:
    out["fault"] = {"faultCode": fault.faultCode, "faultString": fault.faultString}
print(json.dumps(out))
`;

let python: ChildProcessWithoutNullStreams;
let pythonUrl: string;
let fake: FakeServer;

beforeAll(async () => {
  fake = await startFakeServer();
  python = spawn('python3', ['-c', PYTHON_SERVER], { stdio: ['pipe', 'pipe', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    let err = '';
    python.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(\d+)\n/.exec(out);
      if (line) resolve(Number(line[1]));
    });
    python.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    python.once('exit', (code) => reject(new Error(`python3 exited (${String(code)}): ${err}`)));
    python.once('error', reject);
  });
  pythonUrl = `http://127.0.0.1:${String(port)}/xmlrpc/v3.1`;
}, 20_000);

afterAll(async () => {
  await fake.close();
  if (python.exitCode === null) {
    const exited = new Promise<void>((resolve) => python.once('exit', () => resolve()));
    python.kill('SIGTERM');
    await exited;
  }
});

describe('our Client against Python SimpleXMLRPCServer', () => {
  const values: { name: string; value: unknown }[] = [
    { name: 'int32 bounds', value: [0, 42, -2147483648, 2147483647] },
    { name: 'doubles', value: [0.1, -1.5e-300, 1e300, 2.5, -2.5e-7, 123456789.125] },
    { name: 'strings with unicode and markup', value: ['', 'plain', 'unicode é 漢 😀 \u0085', 'markup <a href="x">&amp;</a> ]]> & < >', 'tabs\tand\nnewlines', '  spaces  '] },
    { name: 'booleans and nil', value: [true, false, null] },
    { name: 'dateTime', value: [new Date(Date.UTC(2024, 1, 29, 23, 59, 58)), new Date(Date.UTC(1970, 0, 1))] },
    { name: 'base64', value: [Uint8Array.from({ length: 256 }, (_, i) => i), new Uint8Array(0)] },
    {
      name: 'nested structs and arrays',
      value: [{ b: 1, a: { nested: { list: [null, true, [1, [2, ['deep']]]] } }, empty: {}, none: [] }, [[], {}]],
    },
    { name: 'struct members named like prototype keys', value: [JSON.parse('{"__proto__": 1, "constructor": "c", "prototype": [2]}') as unknown] },
  ];
  for (const { name, value } of values) {
    it(`round-trips ${name} equal`, async () => {
      const client = new Client({ endpointUrl: pythonUrl });
      const args = value as unknown[];
      // The echo server answers what it received: a shape this test knows (the model has no `Echo`).
      const result = (await client.untyped.call('Echo', 'echo', { args })) as { method: string; path: string; params: unknown[] };
      expect(result.method).toBe('echo');
      expect(result.path).toBe('/xmlrpc/v3.1/Vendor_Echo');
      expect(result.params[0]).toEqual({ headers: {} });
      expect(result.params.slice(1)).toEqual(args);
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    });
  }

  it('sends integers beyond int32 as <i8>, which Python reads as the same int', async () => {
    const client = new Client({ endpointUrl: pythonUrl });
    const result = await client.untyped.call('Echo', 'describe', { args: [2 ** 40, -(2 ** 53) + 1, 2n ** 63n - 1n, -(2n ** 63n), 7] });
    expect(result).toEqual([
      'int:1099511627776',
      'int:-9007199254740991',
      'int:9223372036854775807',
      'int:-9223372036854775808',
      'int:7',
    ]);
  });

  it("maps Python's int overflow (its marshaller refuses ints beyond int32) to a typed fault", async () => {
    // Python's server cannot send <i8>: echoing a big int makes it answer with a fault.
    const error = await new Client({ endpointUrl: pythonUrl }).untyped.call('Echo', 'echo', { args: [2 ** 40] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect((error as ServiceAPIError).faultString).toMatch(/OverflowError|int exceeds XML-RPC limits/);
  });

  it('sends the exact XML-RPC request of SPEC §3, which Python accepts and decodes', async () => {
    const client = new Client({ endpointUrl: `${pythonUrl}/`, username: 'alice', apiKey: 'interop-key-1', userAgent: 'interop/1' });
    type Raw = { body: string; headers: Record<string, string>; path: string };
    // The echo server's `raw` answer (the model has no `Echo`).
    const raw = (await client.untyped.call('Echo', 'raw', {
      id: 42,
      mask: 'id, hostname',
      filter: { virtualGuests: { domain: { operation: 'example.com' } } },
      limit: 2,
      offset: 4,
      args: ['x', 1],
    })) as Raw;
    expect(raw.path).toBe('/xmlrpc/v3.1/Vendor_Echo');
    expect(raw.headers).toMatchObject({
      'user-agent': 'interop/1',
      'content-type': 'application/xml',
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, compress',
    });
    const str = (text: string): string => `<value><string>${text}</string></value>`;
    const member = (name: string, value: string): string => `<member><name>${name}</name>${value}</member>`;
    const struct = (...members: string[]): string => `<value><struct>${members.join('')}</struct></value>`;
    const int = (n: number): string => `<value><int>${String(n)}</int></value>`;
    expect(raw.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<methodCall><methodName>raw</methodName><params>' +
        `<param>${struct(
          member(
            'headers',
            struct(
              member('Vendor_EchoInitParameters', struct(member('id', int(42)))),
              member('Vendor_ObjectMask', struct(member('mask', str('mask[id, hostname]')))),
              member('Vendor_EchoObjectFilter', struct(member('virtualGuests', struct(member('domain', struct(member('operation', str('example.com')))))))),
              member('resultLimit', struct(member('limit', int(2)), member('offset', int(4)))),
              member('authenticate', struct(member('username', str('alice')), member('apiKey', str('interop-key-1')))),
            ),
          ),
        )}</param>` +
        `<param>${str('x')}</param><param>${int(1)}</param>` +
        '</params></methodCall>',
    );

    // Python decodes the same call: the header struct as the first param, then the args.
    // The echo server's answer (the model has no `Echo`).
    const echoed = (await client.untyped.call('Echo', 'echo', { id: 42, mask: { id: {} }, compress: false, args: ['x', 1] })) as { params: unknown[] };
    expect(echoed.params).toEqual([
      {
        headers: {
          Vendor_EchoInitParameters: { id: 42 },
          Vendor_EchoObjectMask: { mask: { id: {} } },
          authenticate: { username: 'alice', apiKey: 'interop-key-1' },
        },
      },
      'x',
      1,
    ]);
    // The echo server's `raw` answer (the model has no `Echo`).
    const plain = (await client.untyped.call('Echo', 'raw', { compress: false, rawHeaders: { 'X-Trace': 't1' } })) as Raw;
    expect(plain.headers['accept-encoding']).toBe('identity');
    expect(plain.headers['x-trace']).toBe('t1');
  });

  it('maps a Python Fault(-32601) to MethodNotFound with its fault string', async () => {
    const error = await new Client({ endpointUrl: pythonUrl }).untyped.call('Echo', 'missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MethodNotFound);
    expect(error).toMatchObject({ faultCode: -32601, faultString: 'server error. requested method missing does not exist' });
    expect(String(error)).toBe('MethodNotFound(-32601): server error. requested method missing does not exist');
  });
});

describe('Python ServerProxy against the fake server', () => {
  it('decodes a getObject result and a list, and gets Vendor_Exception_InvalidCredentials for a bad key', async () => {
    const { stdout } = await run('python3', ['-c', PYTHON_CLIENT, fake.url, FAKE_USERNAME, FAKE_API_KEY], { timeout: 20_000 });
    const out = JSON.parse(stdout) as {
      account: { id: number; companyName: string };
      guests: { id: number; hostname: string }[];
      fault: { faultCode: unknown; faultString: string } | null;
    };
    expect(out.account).toEqual({ id: fake.state.data.account.id, companyName: fake.state.data.account.companyName });
    expect(out.guests).toEqual(fake.state.data.virtualGuests.slice(0, 2).map(({ id, hostname }) => ({ id, hostname })));
    expect(out.fault?.faultCode).toBe('Vendor_Exception_InvalidCredentials');
    expect(out.fault?.faultString).toMatch(/invalid|credential|key/i);
    expect(out.fault?.faultString).not.toContain(FAKE_API_KEY);
  }, 30_000);
});
