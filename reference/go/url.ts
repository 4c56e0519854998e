/**
 * Go's net/url (url.go): Parse, URL.String, Hostname and Userinfo.String, as Sprig's urlParse and
 * urlJoin use them. Go strings are bytes, so the work is done on UTF-8 byte strings (utf8.ts) and
 * the results read back as text.
 */
import * as strconv from './strconv';
import * as utf8 from './utf8';

type Encoding = 'path' | 'pathSegment' | 'host' | 'zone' | 'userPassword' | 'queryComponent' | 'fragment';

export interface Userinfo {
  username: string;
  password: string;
  passwordSet: boolean;
}

/** A parsed URL, its parts as byte strings (see utf8.ts). */
export interface URL {
  scheme: string;
  opaque: string;
  user?: Userinfo;
  host: string;
  path: string;
  rawPath: string;
  omitHost: boolean;
  forceQuery: boolean;
  rawQuery: string;
  fragment: string;
  rawFragment: string;
}

/** url.Error and the errors it wraps, with Go's messages. */
class URLError extends Error {}

const isHex = (c: string) => /^[0-9a-fA-F]$/.test(c);
const unhex = (c: string) => Number.parseInt(c, 16);
const alnum = (c: string) => /^[a-zA-Z0-9]$/.test(c);

function shouldEscape(c: string, mode: Encoding): boolean {
  if (alnum(c)) return false;
  if ((mode === 'host' || mode === 'zone') && `!$&'()*+,;=:[]<>"`.includes(c)) return false;
  if ('-_.~'.includes(c)) return false;
  if ('$&+,/:;=?@'.includes(c)) {
    switch (mode) {
      case 'path':
        return c === '?';
      case 'pathSegment':
        return c === '/' || c === ';' || c === ',' || c === '?';
      case 'userPassword':
        return c === '@' || c === '/' || c === '?' || c === ':';
      case 'queryComponent':
        return true;
      case 'fragment':
        return false;
      default:
        break;
    }
  }
  if (mode === 'fragment' && '!()*'.includes(c)) return false;
  return true;
}

const escapeError = (s: string) => new URLError(`invalid URL escape ${strconv.quote(utf8.decode(s))}`);

function unescape(s: string, mode: Encoding): string {
  let n = 0;
  let hasPlus = false;
  for (let i = 0; i < s.length; ) {
    const c = s[i]!;
    if (c === '%') {
      n++;
      if (i + 2 >= s.length || !isHex(s[i + 1]!) || !isHex(s[i + 2]!)) throw escapeError(s.slice(i, i + 3));
      if (mode === 'host' && unhex(s[i + 1]!) < 8 && s.slice(i, i + 3) !== '%25') throw escapeError(s.slice(i, i + 3));
      if (mode === 'zone') {
        const v = String.fromCharCode((unhex(s[i + 1]!) << 4) | unhex(s[i + 2]!));
        if (s.slice(i, i + 3) !== '%25' && v !== ' ' && shouldEscape(v, 'host')) throw escapeError(s.slice(i, i + 3));
      }
      i += 3;
    } else if (c === '+') {
      hasPlus = mode === 'queryComponent';
      i++;
    } else {
      if ((mode === 'host' || mode === 'zone') && c.charCodeAt(0) < 0x80 && shouldEscape(c, mode)) {
        throw new URLError(`invalid character ${strconv.quote(c)} in host name`);
      }
      i++;
    }
  }
  if (n === 0 && !hasPlus) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%') {
      out += String.fromCharCode((unhex(s[i + 1]!) << 4) | unhex(s[i + 2]!));
      i += 2;
    } else if (c === '+') out += mode === 'queryComponent' ? ' ' : '+';
    else out += c;
  }
  return out;
}

function escape(s: string, mode: Encoding): string {
  let out = '';
  for (const c of s) {
    if (c === ' ' && mode === 'queryComponent') out += '+';
    else if (shouldEscape(c, mode)) out += `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    else out += c;
  }
  return out;
}

function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (/[a-zA-Z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === ':') {
      if (i === 0) throw new URLError('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  return port[0] === ':' && /^[0-9]*$/.test(port.slice(1));
}

function validUserinfo(s: string): boolean {
  return [...utf8.decode(s)].every((r) => /[A-Za-z0-9]/.test(r) || `-._:~!$&'()*+,;=%@`.includes(r));
}

function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) throw new URLError("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) throw new URLError(`invalid port ${strconv.quote(utf8.decode(colonPort))} after host`);
    const zone = host.slice(0, i).indexOf('%25');
    if (zone >= 0) return unescape(host.slice(0, zone), 'host') + unescape(host.slice(zone, i), 'zone') + unescape(host.slice(i), 'host');
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1 && !validOptionalPort(host.slice(i))) throw new URLError(`invalid port ${strconv.quote(utf8.decode(host.slice(i)))} after host`);
  }
  return unescape(host, 'host');
}

function parseAuthority(authority: string): {user?: Userinfo; host: string} {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return {host};
  const userinfo = authority.slice(0, i);
  if (!validUserinfo(userinfo)) throw new URLError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  if (colon < 0) return {user: {username: unescape(userinfo, 'userPassword'), password: '', passwordSet: false}, host};
  return {
    user: {username: unescape(userinfo.slice(0, colon), 'userPassword'), password: unescape(userinfo.slice(colon + 1), 'userPassword'), passwordSet: true},
    host,
  };
}

function parseWithoutFragment(raw: string): URL {
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new URLError('net/url: invalid control character in URL');
  const url: URL = {scheme: '', opaque: '', host: '', path: '', rawPath: '', omitHost: false, forceQuery: false, rawQuery: '', fragment: '', rawFragment: ''};
  if (raw === '*') return {...url, path: '*'};
  let rest: string;
  [url.scheme, rest] = getScheme(raw);
  url.scheme = url.scheme.toLowerCase();
  if (rest.endsWith('?') && rest.split('?').length === 2) {
    url.forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    const q = rest.indexOf('?');
    if (q >= 0) [rest, url.rawQuery] = [rest.slice(0, q), rest.slice(q + 1)];
  }
  if (!rest.startsWith('/')) {
    if (url.scheme !== '') return {...url, opaque: rest};
    if (rest.split('/')[0]!.includes(':')) throw new URLError('first path segment in URL cannot contain colon');
  }
  if ((url.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const slash = authority.indexOf('/');
    if (slash >= 0) [authority, rest] = [authority.slice(0, slash), authority.slice(slash)];
    const {user, host} = parseAuthority(authority);
    url.user = user;
    url.host = host;
  } else if (url.scheme !== '' && rest.startsWith('/')) {
    url.omitHost = true;
  }
  url.path = unescape(rest, 'path');
  url.rawPath = escape(url.path, 'path') === rest ? '' : rest;
  return url;
}

/** url.Parse of a string's UTF-8 bytes; throws a URLError worded as Go's (`parse "x": ...`). */
export function parse(text: string): URL {
  const raw = utf8.encode(text);
  const hash = raw.indexOf('#');
  const [u, frag] = hash < 0 ? [raw, ''] : [raw.slice(0, hash), raw.slice(hash + 1)];
  let url: URL;
  try {
    url = parseWithoutFragment(u);
  } catch (error) {
    throw new URLError(`parse ${strconv.quote(utf8.decode(u))}: ${(error as Error).message}`);
  }
  if (frag === '') return url;
  try {
    url.fragment = unescape(frag, 'fragment');
  } catch (error) {
    throw new URLError(`parse ${strconv.quote(utf8.decode(raw))}: ${(error as Error).message}`);
  }
  url.rawFragment = escape(url.fragment, 'fragment') === frag ? '' : frag;
  return url;
}

function validEncoded(s: string, mode: Encoding): boolean {
  return [...s].every((c) => `!$&'()*+,;=:@[]%`.includes(c) || !shouldEscape(c, mode));
}

function escapedPath(u: URL): string {
  if (u.rawPath !== '' && validEncoded(u.rawPath, 'path')) {
    try {
      if (unescape(u.rawPath, 'path') === u.path) return u.rawPath;
    } catch {
      // fall through to escaping the path
    }
  }
  return u.path === '*' ? '*' : escape(u.path, 'path');
}

function escapedFragment(u: URL): string {
  if (u.rawFragment !== '' && validEncoded(u.rawFragment, 'fragment')) {
    try {
      if (unescape(u.rawFragment, 'fragment') === u.fragment) return u.rawFragment;
    } catch {
      // fall through to escaping the fragment
    }
  }
  return escape(u.fragment, 'fragment');
}

/** Userinfo.String */
export function userString(user: Userinfo): string {
  return escape(user.username, 'userPassword') + (user.passwordSet ? `:${escape(user.password, 'userPassword')}` : '');
}

/** URL.String, as text. */
export function format(u: URL): string {
  let out = '';
  if (u.scheme !== '') out += `${u.scheme}:`;
  if (u.opaque !== '') out += u.opaque;
  else {
    if ((u.scheme !== '' || u.host !== '' || u.user) && !(u.omitHost && u.host === '' && !u.user)) {
      if (u.host !== '' || u.path !== '' || u.user) out += '//';
      if (u.user) out += `${userString(u.user)}@`;
      if (u.host !== '') out += escape(u.host, 'host');
    }
    const path = escapedPath(u);
    if (path !== '' && path[0] !== '/' && u.host !== '') out += '/';
    if (out === '' && path.split('/')[0]!.includes(':')) out += './';
    out += path;
  }
  if (u.forceQuery || u.rawQuery !== '') out += `?${u.rawQuery}`;
  if (u.fragment !== '') out += `#${escapedFragment(u)}`;
  return utf8.decode(out);
}

/** URL.Hostname: the host without its port or IPv6 brackets, as text. */
export function hostname(u: URL): string {
  let host = u.host;
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(host.slice(colon))) host = host.slice(0, colon);
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return utf8.decode(host);
}
