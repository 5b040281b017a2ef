import type { LoaderFunctionArgs } from 'react-router-dom';
import { DEFAULT_CHAT_MESSAGE, type ChatLoaderData } from './contract';

export function chatLoader({ request }: LoaderFunctionArgs): ChatLoaderData {
  const message = new URL(request.url).searchParams.get('message')?.trim();
  return { message: message || DEFAULT_CHAT_MESSAGE };
}
