// semver's `satisfies(version, range, { includePrerelease: true })`, rewritten without the package:
// the host checks every plugin's SDK range at load, and semver's Range class (with its parser,
// cache and debug helpers) weighed about 6 KB gzipped in the shell. The steps, their order and
// their regular expressions follow semver 7 (strict mode, its length-capped "safe" patterns);
// semverRange.test.ts compares the two over thousands of ranges.

const NUM = '0|[1-9]\\d*';
const XID = `${NUM}|x|X|\\*`;
const PRE_ID = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUM})`;
const PRE = `(?:-(${PRE_ID}(?:\\.${PRE_ID})*))`;
const BUILD = '(?:\\+([a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*))';
const LOOSE_ID = '(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|\\d+)';
const GTLT = '((?:<|>)?=?)';
// A partial version with wildcards (`1`, `1.x`, `1.2.*`, `1.2.3-pre`): groups major, minor, patch, prerelease, build.
const XPLAIN = `[v=\\s]*(${XID})(?:\\.(${XID})(?:\\.(${XID})(?:${PRE})?${BUILD}?)?)?`;
const FULLPLAIN = `v?(${NUM})\\.(${NUM})\\.(${NUM})${PRE}?${BUILD}?`;
const LOOSEPLAIN = `[v=\\s]*\\d+\\.\\d+\\.\\d+(?:-?${LOOSE_ID}(?:\\.${LOOSE_ID})*)?${BUILD}?`;

const FULL = new RegExp(`^${FULLPLAIN}$`);
const COMPARATOR = new RegExp(`^${GTLT}\\s?(${FULLPLAIN})$|^$`);
const XRANGE = new RegExp(`^${GTLT}\\s?${XPLAIN}$`);
const TILDE = new RegExp(`^~>?${XPLAIN}$`);
const CARET = new RegExp(`^\\^${XPLAIN}$`);
const HYPHEN = new RegExp(`^\\s?(${XPLAIN})\\s-\\s(${XPLAIN})\\s?$`);
const COMPARATOR_TRIM = new RegExp(`(\\s?)${GTLT}\\s?(${LOOSEPLAIN}|${XPLAIN})`, 'g');
const BUILD_ALL = new RegExp(BUILD, 'g');
const STAR = /(<|>)?=?\s?\*/;
const GTE0 = /^\s?>=\s?0\.0\.0-0\s?$/;
const MAX_LENGTH = 256;

type Id = string | number;
interface Version {
  main: [number, number, number];
  pre: Id[];
}
/** One comparison of a range; no version means "any". */
interface Comparator {
  op: string;
  version: Version | null;
}
type Part = string | undefined;

function parseVersion(text: string): Version {
  if (text.length > MAX_LENGTH) throw new TypeError('version too long');
  const m = FULL.exec(text.trim());
  if (!m) throw new TypeError(`Invalid version: ${text}`);
  const main = [+(m[1] ?? 0), +(m[2] ?? 0), +(m[3] ?? 0)] as [number, number, number];
  if (main.some((n) => n > Number.MAX_SAFE_INTEGER)) throw new TypeError('version number too large');
  const pre = m[4]
    ? m[4].split('.').map((id) => (/^[0-9]+$/.test(id) && +id < Number.MAX_SAFE_INTEGER ? +id : id))
    : [];
  return { main, pre };
}

function compareIds(a: Id, b: Id): number {
  const aNum = /^[0-9]+$/.test(String(a));
  const bNum = /^[0-9]+$/.test(String(b));
  const x = aNum && bNum ? +a : a;
  const y = aNum && bNum ? +b : b;
  if (x === y) return 0;
  if (aNum !== bNum) return aNum ? -1 : 1;
  return x < y ? -1 : 1;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const order = compareIds(a.main[i] ?? 0, b.main[i] ?? 0);
    if (order) return order;
  }
  // A prerelease sorts before its release; otherwise identifiers compare one by one.
  if (!a.pre.length || !b.pre.length) return a.pre.length === b.pre.length ? 0 : a.pre.length ? -1 : 1;
  for (let i = 0; ; i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? -1 : 1;
    if (x !== y) return compareIds(x, y);
  }
}

const isX = (id: Part) => !id || id.toLowerCase() === 'x' || id === '*';

function hyphen(_all: string, from: string, fM: Part, fm: Part, fp: Part, fpr: Part, _fb: Part, to: string, tM: Part, tm: Part, tp: Part, tpr: Part): string {
  const low = isX(fM) ? '' : isX(fm) ? `>=${fM}.0.0-0` : isX(fp) ? `>=${fM}.${fm}.0-0` : fpr ? `>=${from}` : `>=${from}-0`;
  const high = isX(tM)
    ? ''
    : isX(tm)
      ? `<${+(tM ?? 0) + 1}.0.0-0`
      : isX(tp)
        ? `<${tM}.${+(tm ?? 0) + 1}.0-0`
        : tpr
          ? `<=${tM}.${tm}.${tp}-${tpr}`
          : `<${tM}.${tm}.${+(tp ?? 0) + 1}-0`;
  return `${low} ${high}`.trim();
}

function tilde(comp: string): string {
  return comp.replace(TILDE, (_all, M: Part, m: Part, p: Part, pr: Part) => {
    if (isX(M)) return '';
    if (isX(m)) return `>=${M}.0.0-0 <${+(M ?? 0) + 1}.0.0-0`;
    const below = `<${M}.${+(m ?? 0) + 1}.0-0`;
    if (isX(p)) return `>=${M}.${m}.0-0 ${below}`;
    return pr ? `>=${M}.${m}.${p}-${pr} ${below}` : `>=${M}.${m}.${p} ${below}`;
  });
}

function caret(comp: string): string {
  return comp.replace(CARET, (_all, M: Part, m: Part, p: Part, pr: Part) => {
    if (isX(M)) return '';
    const nextMajor = `<${+(M ?? 0) + 1}.0.0-0`;
    if (isX(m)) return `>=${M}.0.0-0 ${nextMajor}`;
    const nextMinor = `<${M}.${+(m ?? 0) + 1}.0-0`;
    if (isX(p)) return `>=${M}.${m}.0-0 ${M === '0' ? nextMinor : nextMajor}`;
    const low = pr ? `>=${M}.${m}.${p}-${pr}` : `>=${M}.${m}.${p}`;
    if (M !== '0') return `${low} ${nextMajor}`;
    return `${low} ${m === '0' ? `<${M}.${m}.${+(p ?? 0) + 1}-0` : nextMinor}`;
  });
}

function xRange(text: string): string {
  const comp = text.trim();
  return comp.replace(XRANGE, (all, op: string, M: Part, m: Part, p: Part) => {
    if ((isX(M) && !isX(m)) || (isX(m) && p && !isX(p))) return comp;
    const xM = isX(M);
    const xm = xM || isX(m);
    const anyX = xm || isX(p);
    let gtlt = op === '=' && anyX ? '' : op;
    if (xM) return gtlt === '>' || gtlt === '<' ? '<0.0.0-0' : '*';
    if (gtlt && anyX) {
      // Missing parts become 0; `>1.2` means `>=1.3.0` and `<=1.2` means `<1.3.0`.
      let major: Part | number = M;
      let minor: Part | number = xm ? 0 : m;
      if (gtlt === '>' || gtlt === '<=') {
        gtlt = gtlt === '>' ? '>=' : '<';
        if (xm) major = +(M ?? 0) + 1;
        else minor = +(m ?? 0) + 1;
      }
      return `${gtlt}${major}.${minor}.0-0`;
    }
    if (xm) return `>=${M}.0.0-0 <${+(M ?? 0) + 1}.0.0-0`;
    if (anyX) return `>=${M}.${m}.0-0 <${M}.${+(m ?? 0) + 1}.0-0`;
    return all;
  });
}

function desugar(comp: string): string {
  const carets = comp.trim().split(/\s+/).map(caret).join(' ');
  const tildes = carets.trim().split(/\s+/).map(tilde).join(' ');
  const xs = tildes.split(/\s+/).map(xRange).join(' ');
  return xs.trim().replace(STAR, '');
}

function comparator(text: string): Comparator {
  const m = COMPARATOR.exec(text.trim().split(/\s+/).join(' '));
  if (!m) throw new TypeError(`Invalid comparator: ${text}`);
  return { op: m[1] === '=' ? '' : (m[1] ?? ''), version: m[2] ? parseVersion(m[2]) : null };
}

function parseSet(text: string): Comparator[] {
  const range = text
    .replace(BUILD_ALL, '')
    .replace(HYPHEN, hyphen)
    .replace(COMPARATOR_TRIM, (_all, space: string, op: string, version: string) => space + op + version)
    .replace(/(\s?)~>?\s/g, '$1~')
    .replace(/(\s?)\^\s/g, '$1^');
  const comparators = range.split(' ').map(desugar).join(' ').split(/\s+/);
  return comparators.map((comp) => comparator(comp.trim().replace(GTE0, '')));
}

function passes({ op, version }: Comparator, candidate: Version): boolean {
  if (!version) return true;
  const order = compare(candidate, version);
  if (op === '>') return order > 0;
  if (op === '>=') return order >= 0;
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  return order === 0;
}

/** Whether `version` is in the semver `range`, prereleases included; false when either is invalid. */
export function satisfiesRange(version: string, range: string): boolean {
  let sets: Comparator[][];
  let candidate: Version;
  try {
    sets = range
      .trim()
      .replace(/\s+/g, ' ')
      .split('||')
      .map((part) => parseSet(part.trim()));
    if (!version) return false;
    candidate = parseVersion(version);
  } catch {
    return false;
  }
  return sets.some((set) => set.every((comp) => passes(comp, candidate)));
}
