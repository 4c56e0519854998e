/** The URL fragment that carries a Redactor into the tester: `#redactor=` and the spec, compressed with lz-string. */
export const hashKey = 'redactor=';
