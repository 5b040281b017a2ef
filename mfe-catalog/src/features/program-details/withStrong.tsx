import { Fragment, type ReactNode } from 'react';

/**
 * A text whose values are shown in bold ("Your place in **Lotus Retreat** is confirmed."): `text` is the catalogue's
 * text as written (`t(key)` without values, so its `{{name}}` placeholders stay), each placeholder replaced by its value
 * in a `<strong>`, wherever the language puts it; `plain` values are shown as they are.
 */
export function withStrong(text: string, values: Record<string, ReactNode>, plain: Record<string, ReactNode> = {}): ReactNode {
  return text.split(/\{\{-?\s*(\w+)\s*\}\}/).map((part, i) =>
    i % 2 === 0 || part in plain ? <Fragment key={i}>{i % 2 === 0 ? part : plain[part]}</Fragment> : <strong key={i}>{values[part]}</strong>,
  );
}
