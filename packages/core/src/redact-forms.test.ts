import { describe, expect, it } from 'vitest';
import { encodeMethodCall } from '@svclib/xmlrpc';
import { maskSecrets } from './redact.js';

const SECRET = 'pa\rss&wörd"\t';

describe('maskSecrets covers every form a secret can be written in', () => {
  const forms: [string, string][] = [
    ['raw', SECRET],
    ['as the XML-RPC encoder writes it', encodeMethodCall('m', [SECRET])],
    ['decimal character references', 'pa&#13;ss&#38;w&#246;rd&#34;&#9;'],
    ['hex references, any case, leading zeros', 'pa&#x0D;ss&#X26;w&#xf6;rd&#x0022;&#x9;'],
    ['named entities', 'pa\rss&amp;wörd&quot;\t'],
    ['JSON escapes', JSON.stringify(SECRET)],
    ['\\u escapes', 'pa\\u000dss\\u0026w\\u00F6rd\\u0022\\u0009'],
    ['percent-encoding', encodeURIComponent(SECRET)],
  ];
  it.each(forms)('%s', (_name, text) => {
    const redacted = maskSecrets(text, [SECRET]);
    expect(redacted).toContain('***');
    expect(redacted).not.toMatch(/ss|rd/);
  });

  it('masks short secrets only as whole values , and longer secrets first', () => {
    expect(maskSecrets('<string>abc</string> abcdef', ['abc'])).toBe('<string>***</string> abcdef');
    expect(maskSecrets('abc', ['abc'])).toBe('***');
    expect(maskSecrets('key-1-long and key-1', ['key-1', 'key-1-long'], '*')).toBe('* and *');
    expect(maskSecrets('nothing here', [''], '*')).toBe('nothing here');
  });
});
