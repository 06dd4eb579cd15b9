import { describe, expect, it } from 'vitest';

import { indentXml } from './indent-xml.js';

describe('indentXml', () => {
  it('keeps a struct member with a one-line value on one line', () => {
    const xml =
      '<struct><member><name>a</name><value><int>1</int></value></member>' +
      '<member><name>b</name><value><array><data><value><int>2</int></value></data></array></value></member></struct>';
    expect(indentXml(xml).split('\n')).toEqual([
      '<struct>',
      '  <member><name>a</name><value><int>1</int></value></member>',
      '  <member>',
      '    <name>b</name>',
      '    <value>',
      '      <array>',
      '        <data>',
      '          <value><int>2</int></value>',
      '        </data>',
      '      </array>',
      '    </value>',
      '  </member>',
      '</struct>',
    ]);
  });

  it('indents nested elements that hold no text', () => {
    expect(indentXml('<a><b>1</b><c><d/></c></a>')).toBe('<a>\n  <b>1</b>\n  <c>\n    <d/>\n  </c>\n</a>');
  });

  it('puts one element per line and keeps text elements whole', () => {
    const xml =
      '<?xml version="1.0"?><methodCall><methodName>getObject</methodName><params><param><value><nil/></value></param></params></methodCall>';
    expect(indentXml(xml).split('\n')).toEqual([
      '<?xml version="1.0"?>',
      '<methodCall>',
      '  <methodName>getObject</methodName>',
      '  <params>',
      '    <param>',
      '      <value><nil/></value>',
      '    </param>',
      '  </params>',
      '</methodCall>',
    ]);
  });
});
