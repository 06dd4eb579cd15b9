import { describe, expect, it } from 'vitest';

import { UsageError } from './errors.js';
import { parseZoneFile } from './zone-file.js';

describe('parseZoneFile', () => {
  it('reads $ORIGIN, $TTL, records with and without ttl and class, MX priority and TXT quotes', () => {
    const parsed = parseZoneFile([
      '$ORIGIN example.com.',
      '$TTL 600 ; default',
      '@ 86400 IN SOA ns1.example. root.example.com. 1 2 3 4 5',
      'www IN A 10.0.0.1',
      'api 300 CNAME www',
      '@ 3600 IN MX 10 mail.example.com.',
      '@ IN TXT "v=spf1 -all"',
      'nonsense',
    ].join('\n'), 'zone.txt');
    expect(parsed.zone).toBe('example.com');
    expect(parsed.records).toEqual([
      { host: 'www', type: 'A', data: '10.0.0.1', ttl: 600, line: 4 },
      { host: 'api', type: 'CNAME', data: 'www', ttl: 300, line: 5 },
      { host: '@', type: 'MX', data: 'mail.example.com.', ttl: 3600, mxPriority: 10, line: 6 },
      { host: '@', type: 'TXT', data: 'v=spf1 -all', ttl: 600, line: 7 },
    ]);
    expect(parsed.skipped.map((s) => s.line)).toEqual([3, 8]);
  });

  it('a line that starts with a blank continues the previous owner; it never makes a record named IN', () => {
    const parsed = parseZoneFile([
      '$ORIGIN example.com.',
      '$TTL 3600',
      'www  300 IN A 10.0.0.1',
      '     IN A 10.0.0.2',
      '\tIN AAAA 2001:db8::1',
      '     600 IN TXT "second"',
      'mail IN MX 10 mx1.example.com.',
      '     IN MX 20 mx2.example.com.',
    ].join('\n'), 'zone.txt');
    expect(parsed.records.map((r) => [r.host, r.type, r.data, r.ttl])).toEqual([
      ['www', 'A', '10.0.0.1', 300], ['www', 'A', '10.0.0.2', 3600], ['www', 'AAAA', '2001:db8::1', 3600],
      ['www', 'TXT', 'second', 600], ['mail', 'MX', 'mx1.example.com.', 3600], ['mail', 'MX', 'mx2.example.com.', 3600],
    ]);
    expect(parsed.records.some((r) => r.host === 'IN')).toBe(false);
    expect(parsed.skipped).toEqual([]);
  });

  it('a ; inside quotes is data, not a comment; escapes and several strings are read as RFC 1035 says', () => {
    const parsed = parseZoneFile([
      '$ORIGIN example.com.',
      '@ 300 IN TXT "v=DKIM1; k=rsa; p=MIGf" ; the key',
      '_dmarc IN TXT "v=DMARC1; p=none" "; rua=mailto:d@example.com"',
      'q IN TXT "say \\"hi\\"; \\\\ok\\059"',
    ].join('\n'), 'zone.txt');
    expect(parsed.records.map((r) => r.data)).toEqual(['v=DKIM1; k=rsa; p=MIGf', 'v=DMARC1; p=none; rua=mailto:d@example.com', 'say "hi"; \\ok;']);
  });

  it('without $TTL: the last TTL given (RFC 1035), else 900 (the reference CLI\'s record-add default)', () => {
    const parsed = parseZoneFile(['$ORIGIN example.com.', 'a IN A 10.0.0.1', 'b 120 IN A 10.0.0.2', 'c IN A 10.0.0.3'].join('\n'), 'z');
    expect(parsed.records.map((r) => r.ttl)).toEqual([900, 120, 120]);
  });

  it('a record in parentheses spans lines (the SOA is skipped as one record); class before TTL is read', () => {
    const parsed = parseZoneFile([
      '$ORIGIN example.com.',
      '@ IN SOA ns1.example.com. root.example.com. (',
      '   2024010101 ; serial',
      '   7200 600 1728000 43200 )',
      'www IN 300 A 10.0.0.9',
    ].join('\n'), 'z');
    expect(parsed.skipped.map((s) => s.line)).toEqual([2]);
    expect(parsed.records).toEqual([{ host: 'www', type: 'A', data: '10.0.0.9', ttl: 300, line: 5 }]);
  });

  it('refuses text without $ORIGIN, naming the file', () => {
    expect(() => parseZoneFile('www IN A 10.0.0.1\n', 'x.zone')).toThrow(new UsageError('x.zone: not a zone file (no $ORIGIN line naming the zone)'));
  });
});
