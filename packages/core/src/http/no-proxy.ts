/**
 * `NO_PROXY`: which endpoints bypass a proxy taken from the environment or a config file.
 *
 * @module
 */

/**
 * Whether a `NO_PROXY` list exempts `endpoint` from the proxy, as curl reads it: a comma- or
 * space-separated list of host names (a name matches itself and its subdomains; a leading `.` or
 * `*.` is ignored), IP addresses, optionally with `:port`, or `*` for every host. CIDR ranges are
 * not supported. An empty or missing list, or an endpoint that is not a URL, exempts nothing.
 *
 * @example
 * ```ts
 * bypassesProxy('https://api.service.vendor.example/xmlrpc/v3.1', '.vendor.example'); // true
 * bypassesProxy('https://api.vendor.example/xmlrpc/v3.1', 'localhost,127.0.0.1'); // false
 * ```
 */
export function bypassesProxy(endpoint: string, noProxy: string | undefined): boolean {
  const list = noProxy ?? '';
  if (list.trim() === '') return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return list.split(/[\s,]+/).filter((entry) => entry !== '').some((raw) => {
    if (raw === '*') return true;
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(raw.toLowerCase());
    if (match === null) return false;
    const name = (match[1] ?? '').replace(/^\[|\]$/g, '').replace(/^\*?\./, '');
    if (match[2] !== undefined && match[2] !== port) return false;
    return host === name || host.endsWith(`.${name}`);
  });
}
