/**
 * Decode test tables shared by the decode tests and the fast-path differential test
 * (excluded from the build: `test-*.ts`).
 */

import type { XmlRpcDecodeErrorCode } from './errors.js';

/** A methodResponse around one `<value>`. */
export const response = (value: string): string =>
  `<?xml version="1.0"?>\n<methodResponse><params><param>${value}</param></params></methodResponse>`;
export const v = (inner: string): string => response(`<value>${inner}</value>`);

/** A document and the value it decodes to. */
export interface DecodeCase {
  name: string;
  xml: string;
  expected: unknown;
}

/** methodResponse documents and their values. */
export const VALUE_CASES: DecodeCase[] = [
  { name: '<int>', xml: v('<int>42</int>'), expected: 42 },
  { name: '<i4>', xml: v('<i4>-7</i4>'), expected: -7 },
  { name: '<int> with sign and whitespace', xml: v('<int> +2147483647 </int>'), expected: 2147483647 },
  { name: '<int> minimum', xml: v('<int>-2147483648</int>'), expected: -2147483648 },
  { name: '<int>-0 is 0', xml: v('<int>-0</int>'), expected: 0 },
  { name: '<i8> safe', xml: v('<i8>9007199254740991</i8>'), expected: 9007199254740991 },
  { name: '<i8> small', xml: v('<i8>-5</i8>'), expected: -5 },
  { name: '<i8> beyond safe is bigint', xml: v('<i8>9007199254740993</i8>'), expected: 9007199254740993n },
  { name: '<i8> max', xml: v('<i8>9223372036854775807</i8>'), expected: 9223372036854775807n },
  { name: '<i8> min', xml: v('<i8>-9223372036854775808</i8>'), expected: -9223372036854775808n },
  { name: '<ex:i8>', xml: v('<ex:i8>8589934592</ex:i8>'), expected: 8589934592 },
  { name: '<double>', xml: v('<double>1.5</double>'), expected: 1.5 },
  { name: '<double> exponent', xml: v('<double>-2.5e-3</double>'), expected: -0.0025 },
  { name: '<double> integer text', xml: v('<double>3</double>'), expected: 3 },
  { name: '<double> leading dot', xml: v('<double>.5</double>'), expected: 0.5 },
  { name: '<boolean>1', xml: v('<boolean>1</boolean>'), expected: true },
  { name: '<boolean>0', xml: v('<boolean>0</boolean>'), expected: false },
  { name: '<string>', xml: v('<string>héllo 漢 😀</string>'), expected: 'héllo 漢 😀' },
  { name: '<string> entities and char refs', xml: v('<string>a&lt;b&gt;&amp;&quot;&apos;&#13;&#x41;</string>'), expected: 'a<b>&"\'\rA' },
  { name: '<string> whitespace kept', xml: v('<string>  x \n</string>'), expected: '  x \n' },
  { name: 'empty <string>', xml: v('<string></string>'), expected: '' },
  { name: 'self-closing <string/>', xml: v('<string/>'), expected: '' },
  { name: '<string> with CDATA', xml: v('<string>a<![CDATA[<b>&]]>c</string>'), expected: 'a<b>&c' },
  { name: 'bare <value> text is a string', xml: v('plain text'), expected: 'plain text' },
  { name: 'empty <value/> is an empty string', xml: response('<value/>'), expected: '' },
  { name: 'empty <value></value> is an empty string', xml: v(''), expected: '' },
  { name: 'whitespace-only bare <value> text is kept', xml: v(' \t '), expected: ' \t ' },
  { name: 'whitespace around a typed child is ignored', xml: v('\n  <int>3</int>\n'), expected: 3 },
  { name: 'whitespace around <nil/> is ignored', xml: v(' <nil/> '), expected: null },
  { name: 'raw CR LF in text is normalized to LF (XML 1.0 §2.11)', xml: v('<string>a\r\nb\rc</string>'), expected: 'a\nb\nc' },
  { name: '&#13; keeps a CR', xml: v('<string>a&#13;&#10;b</string>'), expected: 'a\r\nb' },
  { name: '<nil/>', xml: v('<nil/>'), expected: null },
  { name: '<ex:nil/>', xml: v('<ex:nil/>'), expected: null },
  { name: '<nil></nil>', xml: v('<nil></nil>'), expected: null },
  { name: '<dateTime.iso8601> basic', xml: v('<dateTime.iso8601>20240102T03:04:05</dateTime.iso8601>'), expected: new Date('2024-01-02T03:04:05Z') },
  { name: '<dateTime.iso8601> extended with Z', xml: v('<dateTime.iso8601>2024-01-02T03:04:05Z</dateTime.iso8601>'), expected: new Date('2024-01-02T03:04:05Z') },
  { name: '<dateTime.iso8601> fraction and offset', xml: v('<dateTime.iso8601>2024-01-02T03:04:05.123+02:00</dateTime.iso8601>'), expected: new Date('2024-01-02T01:04:05.123Z') },
  { name: '<dateTime.iso8601> negative offset without colon', xml: v('<dateTime.iso8601>20240102T030405-0130</dateTime.iso8601>'), expected: new Date('2024-01-02T04:34:05Z') },
  { name: '<dateTime.iso8601> leap day', xml: v('<dateTime.iso8601>20240229T00:00:00</dateTime.iso8601>'), expected: new Date('2024-02-29T00:00:00Z') },
  { name: '<dateTime.iso8601> year 0050', xml: v('<dateTime.iso8601>00500101T00:00:00</dateTime.iso8601>'), expected: new Date('0050-01-01T00:00:00Z') },
  { name: '<base64>', xml: v('<base64>AQID+g==</base64>'), expected: new Uint8Array([1, 2, 3, 250]) },
  { name: '<base64> with newlines and spaces', xml: v('<base64>\n  AQ ID\n  +g==\n</base64>'), expected: new Uint8Array([1, 2, 3, 250]) },
  { name: '<base64> without padding', xml: v('<base64>AQI</base64>'), expected: new Uint8Array([1, 2]) },
  { name: 'empty <base64>', xml: v('<base64></base64>'), expected: new Uint8Array([]) },
  { name: '<array>', xml: v('<array><data><value><int>1</int></value><value>x</value><value><nil/></value></data></array>'), expected: [1, 'x', null] },
  { name: 'empty <array>', xml: v('<array><data></data></array>'), expected: [] },
  { name: 'nested arrays', xml: v('<array><data><value><array><data><value><int>1</int></value></data></array></value></data></array>'), expected: [[1]] },
  {
    name: '<struct> keeps member order',
    xml: v('<struct><member><name>b</name><value><int>1</int></value></member><member><name>a</name><value><string>x</string></value></member></struct>'),
    expected: { b: 1, a: 'x' },
  },
  { name: 'empty <struct>', xml: v('<struct></struct>'), expected: {} },
  {
    name: 'duplicate member: last wins',
    xml: v('<struct><member><name>a</name><value>1</value></member><member><name>a</name><value>2</value></member></struct>'),
    expected: { a: '2' },
  },
  {
    name: 'pretty-printed document',
    xml: `<?xml version="1.0" encoding="UTF-8"?>
<methodResponse>
  <params>
    <param>
      <value>
        <struct>
          <member>
            <name>ids</name>
            <value><array>
              <data>
                <value><int>1</int></value>
              </data>
            </array></value>
          </member>
        </struct>
      </value>
    </param>
  </params>
</methodResponse>
`,
    expected: { ids: [1] },
  },
  { name: 'comments and processing instructions are ignored', xml: `<!-- c --><?pi x?><methodResponse><params><param><value><int>1</int><!-- c --></value></param></params></methodResponse><!-- end -->`, expected: 1 },
  { name: 'encoding="utf-8" declaration', xml: `<?xml version="1.0" encoding="utf-8"?><methodResponse><params><param><value>x</value></param></params></methodResponse>`, expected: 'x' },
  { name: 'byte order mark', xml: `\uFEFF${v('<int>5</int>')}`, expected: 5 },
];

/** A document and the pattern of its decode error's reason. */
export interface ErrorCase {
  name: string;
  xml: string;
  /** Pattern of the reason. */
  expected: RegExp;
  /** The error's machine-readable code. */
  code: XmlRpcDecodeErrorCode;
}

/** methodResponse documents that are decode errors. */
export const ERROR_CASES: ErrorCase[] = [
  // malformed XML
  { name: 'unclosed tag', xml: '<methodResponse><params>', expected: /malformed XML: unclosed tag/, code: 'not-well-formed' },
  { name: 'mismatched tags', xml: v('<int>1</i4>'), expected: /malformed XML/, code: 'not-well-formed' },
  { name: 'empty document', xml: '', expected: /malformed XML: document must contain a root element/, code: 'not-well-formed' },
  { name: 'not XML at all', xml: 'HTTP 500 Internal Server Error', expected: /malformed XML|text outside the root/, code: 'not-well-formed' },
  { name: 'undefined entity', xml: v('<string>&nbsp;</string>'), expected: /malformed XML: undefined entity/, code: 'not-well-formed' },
  { name: 'bad character reference', xml: v('<string>&#0;</string>'), expected: /malformed XML: malformed character entity/, code: 'not-well-formed' },
  { name: 'trailing garbage after the root', xml: `${v('<int>1</int>')}junk`, expected: /text outside the root element|malformed XML/, code: 'not-well-formed' },
  { name: 'second root element', xml: `${v('<int>1</int>')}<methodResponse/>`, expected: /malformed XML: documents may contain only one root/, code: 'not-well-formed' },
  // DTD and entities
  { name: 'DOCTYPE', xml: `<!DOCTYPE methodResponse>${v('1')}`, expected: /DOCTYPE declarations are not allowed/, code: 'doctype' },
  {
    name: 'entity declaration (billion laughs)',
    xml: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>${v('<string>&lol2;</string>')}`,
    expected: /DOCTYPE declarations are not allowed/,
    code: 'doctype',
  },
  { name: 'external entity', xml: `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${v('&x;')}`, expected: /DOCTYPE declarations are not allowed/, code: 'doctype' },
  // encoding
  { name: 'ISO-8859-1 declaration', xml: `<?xml version="1.0" encoding="ISO-8859-1"?>${v('x')}`, expected: /unsupported encoding "ISO-8859-1"/, code: 'unsupported-encoding' },
  // value types
  { name: 'unknown value type', xml: v('<float>1.0</float>'), expected: /unknown value type <float>/, code: 'not-xml-rpc' },
  { name: 'two type elements in a value', xml: v('<int>1</int><int>2</int>'), expected: /more than one type element/, code: 'not-xml-rpc' },
  { name: 'text and a type element in a value', xml: v('x<int>1</int>'), expected: /both text and a <int>/, code: 'not-xml-rpc' },
  { name: 'text after a type element in a value', xml: v('<int>1</int>x'), expected: /unexpected text inside <value>/, code: 'not-xml-rpc' },
  { name: 'element inside a scalar', xml: v('<string><b>x</b></string>'), expected: /unknown element <b> inside <string>/, code: 'not-xml-rpc' },
  { name: 'text inside <nil>', xml: v('<nil>x</nil>'), expected: /unexpected text inside <nil>/, code: 'not-xml-rpc' },
  // ints
  { name: 'non-integer <int>', xml: v('<int>1.5</int>'), expected: /bad <int> "1.5": not an integer/, code: 'invalid-value' },
  { name: 'empty <int>', xml: v('<int></int>'), expected: /bad <int> "": not an integer/, code: 'invalid-value' },
  { name: 'sign only <i4>', xml: v('<i4>-</i4>'), expected: /bad <i4>/, code: 'invalid-value' },
  { name: '<int> above int32', xml: v('<int>2147483648</int>'), expected: /bad <int> "2147483648": outside the 32-bit range/, code: 'invalid-value' },
  { name: '<i4> below int32', xml: v('<i4>-2147483649</i4>'), expected: /bad <i4> .*outside the 32-bit range/, code: 'invalid-value' },
  { name: '<i8> beyond 64 bits', xml: v('<i8>9223372036854775808</i8>'), expected: /bad <i8> .*outside the 64-bit range/, code: 'invalid-value' },
  { name: 'hex <int>', xml: v('<int>0x10</int>'), expected: /bad <int>/, code: 'invalid-value' },
  // doubles
  { name: 'bad <double>', xml: v('<double>abc</double>'), expected: /bad <double> "abc"/, code: 'invalid-value' },
  { name: '<double> NaN', xml: v('<double>NaN</double>'), expected: /bad <double>/, code: 'invalid-value' },
  { name: '<double> inf', xml: v('<double>inf</double>'), expected: /bad <double>/, code: 'invalid-value' },
  { name: '<double> overflow', xml: v('<double>1e400</double>'), expected: /bad <double> "1e400": out of range/, code: 'invalid-value' },
  { name: 'empty <double>', xml: v('<double/>'), expected: /bad <double>/, code: 'invalid-value' },
  // booleans
  { name: '<boolean>true', xml: v('<boolean>true</boolean>'), expected: /bad <boolean> "true": must be 0 or 1/, code: 'invalid-value' },
  { name: '<boolean>2', xml: v('<boolean>2</boolean>'), expected: /bad <boolean>/, code: 'invalid-value' },
  // dates
  { name: 'date garbage', xml: v('<dateTime.iso8601>yesterday</dateTime.iso8601>'), expected: /bad <dateTime.iso8601> "yesterday"/, code: 'invalid-value' },
  { name: 'date month 13', xml: v('<dateTime.iso8601>20241301T00:00:00</dateTime.iso8601>'), expected: /bad <dateTime.iso8601>/, code: 'invalid-value' },
  { name: 'date Feb 30', xml: v('<dateTime.iso8601>20240230T00:00:00</dateTime.iso8601>'), expected: /bad <dateTime.iso8601>/, code: 'invalid-value' },
  { name: 'date Feb 29 in a common year', xml: v('<dateTime.iso8601>20230229T00:00:00</dateTime.iso8601>'), expected: /bad <dateTime.iso8601>/, code: 'invalid-value' },
  { name: 'date hour 24', xml: v('<dateTime.iso8601>20240101T24:00:00</dateTime.iso8601>'), expected: /bad <dateTime.iso8601>/, code: 'invalid-value' },
  { name: 'date mixed separators', xml: v('<dateTime.iso8601>2024-0101T00:00:00</dateTime.iso8601>'), expected: /bad <dateTime.iso8601>/, code: 'invalid-value' },
  // base64
  { name: 'base64 bad character', xml: v('<base64>AQ*D</base64>'), expected: /bad <base64>: invalid base64 character "\*"/, code: 'invalid-value' },
  { name: 'base64 truncated', xml: v('<base64>AQIDB</base64>'), expected: /bad <base64>: truncated base64 data/, code: 'invalid-value' },
  { name: 'base64 data after padding', xml: v('<base64>AQ==AQ==</base64>'), expected: /bad <base64>: base64 data after "=" padding/, code: 'invalid-value' },
  { name: 'base64 wrong padding', xml: v('<base64>AQI==</base64>'), expected: /bad <base64>: wrong base64 "=" padding/, code: 'invalid-value' },
  // structs and arrays
  { name: 'member without name', xml: v('<struct><member><value>1</value></member></struct>'), expected: /<member> without <name>/, code: 'not-xml-rpc' },
  { name: 'member without value', xml: v('<struct><member><name>a</name></member></struct>'), expected: /<member> without <value>/, code: 'not-xml-rpc' },
  { name: 'member with two names', xml: v('<struct><member><name>a</name><name>b</name><value>1</value></member></struct>'), expected: /more than one <name>/, code: 'not-xml-rpc' },
  { name: 'member with two values', xml: v('<struct><member><name>a</name><value>1</value><value>2</value></member></struct>'), expected: /more than one <value>/, code: 'not-xml-rpc' },
  { name: 'value directly in struct', xml: v('<struct><value>1</value></struct>'), expected: /unexpected <value> inside <struct>/, code: 'not-xml-rpc' },
  { name: 'text in struct', xml: v('<struct>oops</struct>'), expected: /unexpected text inside <struct>/, code: 'not-xml-rpc' },
  { name: 'array without data', xml: v('<array></array>'), expected: /<array> without <data>/, code: 'not-xml-rpc' },
  { name: 'array with two data', xml: v('<array><data></data><data></data></array>'), expected: /more than one <data>/, code: 'not-xml-rpc' },
  { name: 'int directly in data', xml: v('<array><data><int>1</int></data></array>'), expected: /unexpected <int> inside <data>/, code: 'not-xml-rpc' },
  // document shapes
  { name: 'methodResponse without params', xml: '<methodResponse></methodResponse>', expected: /methodResponse without <params> or <fault>/, code: 'not-xml-rpc' },
  { name: 'methodResponse with 0 params', xml: '<methodResponse><params></params></methodResponse>', expected: /methodResponse with an empty <params>/, code: 'not-xml-rpc' },
  { name: 'methodResponse with 2 params', xml: '<methodResponse><params><param><value>1</value></param><param><value>2</value></param></params></methodResponse>', expected: /more than one <param>/, code: 'not-xml-rpc' },
  { name: 'param without value', xml: '<methodResponse><params><param></param></params></methodResponse>', expected: /<param> without <value>/, code: 'not-xml-rpc' },
  { name: 'params and fault', xml: '<methodResponse><params><param><value>1</value></param></params><fault><value>1</value></fault></methodResponse>', expected: /exactly one <params> or <fault>/, code: 'not-xml-rpc' },
  { name: 'fault without faultCode', xml: '<methodResponse><fault><value><struct><member><name>faultString</name><value>x</value></member></struct></value></fault></methodResponse>', expected: /<fault> without an int or string faultCode/, code: 'not-xml-rpc' },
  { name: 'fault without faultString', xml: '<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>1</int></value></member></struct></value></fault></methodResponse>', expected: /<fault> without a string faultString/, code: 'not-xml-rpc' },
  { name: 'fault that is not a struct', xml: '<methodResponse><fault><value><int>1</int></value></fault></methodResponse>', expected: /<fault> value is not a struct/, code: 'not-xml-rpc' },
  { name: 'methodCall where a response is expected', xml: '<methodCall><methodName>x</methodName></methodCall>', expected: /expected a <methodResponse> document, found <methodCall>/, code: 'not-xml-rpc' },
  { name: 'unknown root', xml: '<html><body/></html>', expected: /expected a <methodResponse> document, found <html>/, code: 'not-xml-rpc' },
  { name: 'unknown element in params', xml: '<methodResponse><params><foo/></params></methodResponse>', expected: /unknown element <foo> inside <params>/, code: 'not-xml-rpc' },
];

/** A fault response with the given `<value>` contents. */
export const fault = (code: string, text: string): string =>
  `<methodResponse><fault><value><struct><member><name>faultCode</name><value>${code}</value></member><member><name>faultString</name><value>${text}</value></member></struct></value></fault></methodResponse>`;

/** Fault responses and the fault they carry. */
export const FAULT_CASES = [
  { name: 'int faultCode', xml: fault('<int>4</int>', '<string>Too many params</string>'), expected: { faultCode: 4, faultString: 'Too many params' } },
  { name: 'string faultCode', xml: fault('<string>SoftLayer_Exception_NotFound</string>', 'Gone'), expected: { faultCode: 'SoftLayer_Exception_NotFound', faultString: 'Gone' } },
  { name: 'bare string faultCode', xml: fault('E1', '<string></string>'), expected: { faultCode: 'E1', faultString: '' } },
];

/** methodCall documents and what they decode to. */
export const CALL_CASES: DecodeCase[] = [
  {
    name: 'call with params',
    xml: '<?xml version="1.0"?><methodCall><methodName>Vendor_Account.getObject</methodName><params><param><value><struct><member><name>headers</name><value><struct></struct></value></member></struct></value></param><param><value><int>7</int></value></param></params></methodCall>',
    expected: { method: 'Vendor_Account.getObject', params: [{ headers: {} }, 7] },
  },
  { name: 'call without params', xml: '<methodCall><methodName>ping</methodName></methodCall>', expected: { method: 'ping', params: [] } },
  { name: 'call with empty params', xml: '<methodCall><methodName>ping</methodName><params/></methodCall>', expected: { method: 'ping', params: [] } },
];

/** methodCall documents that are decode errors. */
export const CALL_ERROR_CASES: ErrorCase[] = [
  { name: 'no methodName', xml: '<methodCall><params/></methodCall>', expected: /methodCall without <methodName>/, code: 'not-xml-rpc' },
  { name: 'empty methodName', xml: '<methodCall><methodName> </methodName></methodCall>', expected: /empty <methodName>/, code: 'not-xml-rpc' },
  { name: 'two methodNames', xml: '<methodCall><methodName>a</methodName><methodName>b</methodName></methodCall>', expected: /more than one <methodName>/, code: 'not-xml-rpc' },
  { name: 'a response', xml: v('1'), expected: /expected a <methodCall> document, found <methodResponse>/, code: 'not-xml-rpc' },
];
