// Engines word JSON.parse errors differently, and not all name a position, so the console finds
// the offending character itself with a small scanner that follows the JSON grammar (RFC 8259).

class Stop extends Error {
  constructor(readonly offset: number) {
    super('json syntax');
  }
}

/** Offset of the first character that breaks the JSON grammar; null when the text is valid JSON. */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text.charAt(i) !== ch) fail();
      i++;
    }
  };
  const digits = () => {
    if (!/[0-9]/.test(text.charAt(i))) fail();
    while (/[0-9]/.test(text.charAt(i))) i++;
  };
  const number = () => {
    if (text.charAt(i) === '-') i++;
    if (text.charAt(i) === '0') i++;
    else digits();
    if (text.charAt(i) === '.') {
      i++;
      digits();
    }
    if (/[eE]/.test(text.charAt(i))) {
      i++;
      if (/[+-]/.test(text.charAt(i))) i++;
      digits();
    }
  };
  const string = () => {
    if (text.charAt(i) !== '"') fail();
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const ch = text.charAt(i);
      if (ch === '"') {
        i++;
        return;
      }
      if (ch < ' ') fail();
      if (ch === '\\') {
        i++;
        const esc = text.charAt(i);
        if (esc === 'u') {
          for (let k = 0; k < 4; k++) {
            i++;
            if (!/[0-9a-fA-F]/.test(text.charAt(i))) fail();
          }
        } else if (!'"\\/bfnrt'.includes(esc) || esc === '') fail();
      }
      i++;
    }
  };
  const value = (): void => {
    ws();
    const ch = text.charAt(i);
    if (ch === '{') {
      i++;
      ws();
      if (text.charAt(i) === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        string();
        ws();
        if (text.charAt(i) !== ':') fail();
        i++;
        value();
        ws();
        if (text.charAt(i) === ',') {
          i++;
          continue;
        }
        if (text.charAt(i) === '}') {
          i++;
          return;
        }
        fail();
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text.charAt(i) === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text.charAt(i) === ',') {
          i++;
          continue;
        }
        if (text.charAt(i) === ']') {
          i++;
          return;
        }
        fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || /[0-9]/.test(ch)) return number();
    fail();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof Stop) return error.offset;
    throw error;
  }
}
