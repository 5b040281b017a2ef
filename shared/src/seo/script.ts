import type { JsonLd } from './clean';

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` written `\u003c` (so `</script>` or `<!--`
 * in a program's words cannot end the script), and `>`, `&` and the line separators U+2028/U+2029 escaped as well.
 * Still the same JSON for a parser.
 */
export function jsonLdScript(obj: JsonLd | JsonLd[]): string {
  return JSON.stringify(obj)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
