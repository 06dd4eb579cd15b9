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

  it('refuses text without $ORIGIN, naming the file', () => {
    expect(() => parseZoneFile('www IN A 10.0.0.1\n', 'x.zone')).toThrow(new UsageError('x.zone: not a zone file (no $ORIGIN line naming the zone)'));
  });
});
