import type { ServerApiAnswer, ServerViewRequest } from '@wellness/shared/contract';

/** The answers of several API calls, asked together (the server's `api()` times each out on its own). */
export async function askAll<K extends string>(request: Pick<ServerViewRequest, 'api'>, paths: Record<K, string>): Promise<Record<K, ServerApiAnswer>> {
  const keys = Object.keys(paths) as K[];
  const answers = await Promise.all(keys.map((key) => request.api(paths[key]).catch((): ServerApiAnswer => ({ status: 0, data: null }))));
  return Object.fromEntries(keys.map((key, i) => [key, answers[i]!])) as Record<K, ServerApiAnswer>;
}

/**
 * A list the API answered, or undefined when it failed, timed out or answered something else: the page then renders
 * that section as it does while loading, and the browser asks again.
 */
export function listOf<T>(answer: ServerApiAnswer, isItem: (item: unknown) => boolean): T[] | undefined {
  if (answer.status !== 200 || !Array.isArray(answer.data)) return undefined;
  return answer.data.every(isItem) ? (answer.data as T[]) : undefined;
}

/** Whether `value` is an object with each of `fields` a string (the least a card needs to render). */
export const hasStrings =
  (...fields: string[]) =>
  (value: unknown): boolean =>
    value !== null && typeof value === 'object' && fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
