import fc from 'fast-check';

/** Names every plain object inherits. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
] as const;

/** Stands for JSON nested `levels` deep; {@link toJsonText} writes it out. */
export class DeepJson {
  constructor(readonly levels: number) {}
}

/**
 * JSON text of a payload. Deep nesting is written as text: serialising 5 000 levels with
 * JSON.stringify overflows the test's own stack before the server ever sees it.
 */
export function toJsonText(value: unknown): string {
  const deep: DeepJson[] = [];
  const text = JSON.stringify(value, (_key, field: unknown) => {
    if (!(field instanceof DeepJson)) return field;
    deep.push(field);
    return `\u0001deep${deep.length - 1}\u0001`;
  });
  return (text ?? 'null').replace(/"\\u0001deep(\d+)\\u0001"/g, (_, index: string) => {
    const { levels } = deep[Number(index)]!;
    return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
  });
}

/** An object with one own key, whatever it is (`{ __proto__: … }` included, as JSON.parse makes). */
export const withKey = (key: string, value: unknown): Record<string, unknown> =>
  Object.fromEntries([[key, value]]);

const HUGE = 'x'.repeat(200_000);

/** Strings that have broken servers: NUL, prototype names, huge, unpaired surrogates, paths. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(50),
    ...PROTOTYPE_KEYS,
    '',
    ' ',
    HUGE,
    'y'.repeat(70_000),
    '\uD800',
    'a\uDFFFb',
    '../../../../etc/passwd',
    'javascript:alert(1)',
    "'; drop table users; --",
    '%00',
    '💥🔥',
    '\u202e\u200b',
    '1e309',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Any JSON value a client could send, biased towards the ones above. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      1e308,
      -1e308,
      2 ** 53 + 1,
      Number.MAX_SAFE_INTEGER,
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: 20, max: 6000 }).map((levels) => new DeepJson(levels)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), nastyString), tie('value'))
      .map(([key, value]) => withKey(key, value)),
  ),
})).value;

type Path = (string | number)[];

/** Every place in a JSON value (containers and leaves), as paths from its root. */
export function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null || value instanceof DeepJson) return [path];
  const children = Array.isArray(value)
    ? value.map((item, index) => pathsOf(item, [...path, index]))
    : Object.entries(value).map(([key, item]) => pathsOf(item, [...path, key]));
  return [path, ...children.flat()];
}

/** The value at `path`. */
export const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], value);

/** A copy of `value` with the place at `path` replaced (the root, for an empty path). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      key === head ? replaceAt(item, rest, replacement) : item,
    ]),
  );
}

const BOUNDARY = 'fuzz-boundary';

/** Multipart bodies that are broken in the ways parsers choke on. */
export const MALFORMED_MULTIPART: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data', body: 'no boundary at all' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'garbage' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\n` },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG…`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="group"\r\n\r\n\u0000\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="width"\r\n\r\n${'9'.repeat(2000)}\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary="${'b'.repeat(300)}"`,
    body: `--${'b'.repeat(300)}\r\n\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Array.from(
      { length: 30 },
      (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv`,
    ).join('\r\n'),
  },
];

/** Bodies that are not JSON, or JSON a parser refuses (prototype poisoning). */
export const MALFORMED_JSON = [
  '{"name": "Ada", ',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '[',
  '"\\u0000"',
  '\u0000',
  'null',
  '{"a": 1e999999}',
  `{"a": "${'\\ud800'.repeat(10)}"}`,
];
