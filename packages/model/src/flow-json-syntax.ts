/** Where a JSON text first breaks: 1-based line and column, and what was found there. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** English description; screens show their own translated sentence with line and column. */
  message: string;
}

class Stop extends Error {
  constructor(readonly index: number, readonly reason: string) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * A strict JSON scanner that only reports the first syntax error. `JSON.parse` messages differ
 * between engines and often carry no position, while screens and API must both name line and column.
 */
function scan(text: string): void {
  let i = 0;
  const fail = (reason?: string): never => {
    throw new Stop(i, reason ?? (i >= text.length ? 'Unexpected end of input' : `Unexpected character ${JSON.stringify(text[i])}`));
  };
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i] ?? '')) i += 1;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i += 1;
    }
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const ch = text[i] ?? '';
      if (ch === '"') {
        i += 1;
        return;
      }
      if (ch === '\\') {
        i += 1;
        const escape = text[i] ?? '';
        if (escape === 'u') {
          for (let k = 1; k <= 4; k += 1) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail('Invalid unicode escape');
            }
          }
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escape) || escape === '') fail('Invalid escape');
        i += 1;
        continue;
      }
      if (ch < ' ') fail('Control character in string');
      i += 1;
    }
    fail('Unterminated string');
  };
  const number = () => {
    const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (!match || match[0] === '' || match[0] === '-') fail('Invalid number');
    i += match ? match[0].length : 0;
  };
  const value = (depth: number): void => {
    if (depth > 512) fail('Nested too deeply');
    skip();
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      skip();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail();
        string();
        skip();
        if (text[i] !== ':') fail();
        i += 1;
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return;
        }
        fail();
      }
    }
    if (ch === '[') {
      i += 1;
      skip();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return;
        }
        fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail();
  };
  value(0);
  skip();
  if (i < text.length) fail();
}

/** Line and column (1-based) of a character index. */
function position(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = 0; k < index && k < text.length; k += 1) {
    if (text[k] === '\n') {
      line += 1;
      start = k + 1;
    }
  }
  return { line, column: index - start + 1 };
}

/** The first syntax error of a JSON text with its line and column, or null when it parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...position(text, error.index), message: error.reason };
  }
}

/** Every value under `key` anywhere in a JSON value (used to find references such as `commandListId`). */
export function collectJsonKey(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) collectJsonKey(item, key, out);
  else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === key) out.push(child);
      collectJsonKey(child, key, out);
    }
  }
  return out;
}
