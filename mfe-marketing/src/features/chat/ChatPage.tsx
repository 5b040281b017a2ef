import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, type ChatLoaderData } from '@wellness/shared';
import { conversationReset, messageAdded, selectMessages } from './chatSlice';

export function Component() {
  const { message } = useLoaderData() as ChatLoaderData;
  const initialMessage = (useLocation().state as { initialMessage?: string } | null)?.initialMessage ?? message;
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessages);

  useEffect(() => {
    dispatch(conversationReset());
    dispatch(messageAdded({ id: 'initial', type: 'user', content: initialMessage }));
  }, [dispatch, initialMessage]);

  return (
    <section aria-labelledby="chat-title">
      <h1 id="chat-title">Chat</h1>
      <ol aria-label="Conversation">
        {messages.map((m) => (
          <li key={m.id}>{m.content}</li>
        ))}
      </ol>
    </section>
  );
}
