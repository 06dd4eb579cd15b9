/**
 * Over the wire with an independent XML-RPC client: Python's stdlib `xmlrpc.client.ServerProxy`
 * (one `python3` process) talks to the fake server — credentials, masks, filters, resultLimit with
 * Vendor-Total-Items, gzip, createObject, getPortalLoginToken and injected faults and HTTP errors.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USERNAME } from '../data/constants.js';
import { startFakeServer, type FakeServer } from './fake-server.js';

const run = promisify(execFile);

const PYTHON_CLIENT = String.raw`
import json, sys, xmlrpc.client as x
url, user, key, password, min_id = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
seen = []

class Recording(x.Transport):
    def parse_response(self, response):
        seen.append({"encoding": response.getheader("Content-Encoding"), "total": response.getheader("Vendor-Total-Items")})
        return super().parse_response(response)

def proxy(service):
    return x.ServerProxy(url + "/" + service, transport=Recording(), allow_none=True, use_builtin_types=True)

def fault_of(call):
    try:
        call()
        return None
    except x.Fault as f:
        return {"faultCode": f.faultCode, "faultString": f.faultString}
    except x.ProtocolError as e:
        return {"status": e.errcode}

auth = {"username": user, "apiKey": key}
out = {}
guests = proxy("Vendor_Account").getVirtualGuests({"headers": {"authenticate": auth, "Vendor_ObjectMask": {"mask": "mask[id,hostname,datacenter.name]"}}})
out["all"] = {"count": len(guests), "keys": sorted(guests[0].keys()), "dc": sorted(guests[0]["datacenter"].keys()), "http": seen[-1]}
page = proxy("Vendor_Account").getVirtualGuests({"headers": {
    "authenticate": auth,
    "resultLimit": {"limit": 2, "offset": 1},
    "Vendor_AccountObjectFilter": {"virtualGuests": {"id": {"operation": "> %d" % min_id}}},
    "Vendor_ObjectMask": {"mask": "mask[id]"}}})
out["page"] = {"items": page, "http": seen[-1]}
template = {"hostname": "py-made", "domain": "example.org", "startCpus": 1, "maxMemory": 1024,
            "hourlyBillingFlag": True, "localDiskFlag": False, "operatingSystemReferenceCode": "DEBIAN_12_64",
            "datacenter": {"name": "fra02"}}
created = proxy("Vendor_Virtual_Guest").createObject({"headers": {"authenticate": auth}}, template)
fetched = proxy("Vendor_Virtual_Guest").getObject({"headers": {"authenticate": auth,
    "Vendor_Virtual_GuestInitParameters": {"id": created["id"]}, "Vendor_ObjectMask": {"mask": "mask[id,hostname,domain]"}}})
out["created"] = {"id": created["id"], "fetched": fetched}
token = proxy("Vendor_User_Customer").getPortalLoginToken({"headers": {}}, user, password, None, None)
me = proxy("Vendor_Account").getCurrentUser({"headers": {"authenticate": {"complexType": "PortalLoginToken", "userId": token["userId"], "authToken": token["hash"]}}})
out["token_user"] = me["username"]
out["bad_key"] = fault_of(lambda: proxy("Vendor_Account").getObject({"headers": {"authenticate": {"username": user, "apiKey": "wrong"}}}))
out["injected_fault"] = fault_of(lambda: proxy("Vendor_Account").getHardware({"headers": {"authenticate": auth}}))
out["injected_http"] = fault_of(lambda: proxy("Vendor_Account").getTickets({"headers": {"authenticate": auth}}))
print(json.dumps(out))
`;

interface PythonOutput {
  all: { count: number; keys: string[]; dc: string[]; http: { encoding: string | null; total: string | null } };
  page: { items: { id: number }[]; http: { encoding: string | null; total: string | null } };
  created: { id: number; fetched: unknown };
  token_user: string;
  bad_key: unknown;
  injected_fault: unknown;
  injected_http: unknown;
}

let server: FakeServer;
let python: PythonOutput;
let minId = 0;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 40 } });
  minId = server.state.data.virtualGuests[4]!.id;
  server.inject({ service: 'Account', method: 'getHardware', times: 1, failure: { kind: 'fault', faultCode: -32500, faultString: 'Injected <failure>' } });
  server.inject({ service: 'Account', method: 'getTickets', times: 1, failure: { kind: 'http', status: 503 } });
  const { stdout } = await run(
    'python3',
    ['-c', PYTHON_CLIENT, server.url, FAKE_USERNAME, FAKE_API_KEY, FAKE_PASSWORD, String(minId)],
    { timeout: 30_000 },
  );
  python = JSON.parse(stdout) as PythonOutput;
}, 40_000);

afterAll(() => server.close());

describe('Python xmlrpc.client.ServerProxy against the fake server', () => {
  it('gets a masked list, gzip-compressed (Python asks for gzip), with the named relation', () => {
    expect(python.all.count).toBe(40);
    expect(python.all.keys).toEqual(['datacenter', 'hostname', 'id']);
    expect(python.all.dc).toEqual(['id', 'name']);
    expect(python.all.http.encoding).toBe('gzip');
  });

  it('filters with an operator and pages with resultLimit, reporting Vendor-Total-Items after filtering', () => {
    // The guest Python created afterwards is left out: it did not exist when the page was read.
    const matching = server.state.data.virtualGuests
      .filter((guest) => guest.id > minId && guest.id !== python.created.id)
      .map((guest) => ({ id: guest.id }));
    expect(matching.length).toBeGreaterThan(3);
    expect(python.page.items).toEqual(matching.slice(1, 3));
    expect(python.page.http.total).toBe(String(matching.length));
  });

  it('createObject stores the guest, which getObject with InitParameters returns', () => {
    expect(python.created.fetched).toEqual({ id: python.created.id, hostname: 'py-made', domain: 'example.org' });
    expect(server.state.data.virtualGuests.some((guest) => guest.hostname === 'py-made')).toBe(true);
  });

  it('issues a portal login token that works as authenticate', () => {
    expect(python.token_user).toBe(FAKE_USERNAME);
  });

  it('answers a bad key, an injected fault and an injected HTTP status the way Python understands', () => {
    expect(python.bad_key).toMatchObject({ faultCode: 'Vendor_Exception_InvalidCredentials' });
    expect(python.injected_fault).toEqual({ faultCode: -32500, faultString: 'Injected <failure>' });
    expect(python.injected_http).toEqual({ status: 503 });
  });
});
