import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { useChatLoaderData } from './chatLoader';
import { conversationReset, messageAdded, selectMessages } from './chatSlice';

export function ChatPage() {
  const { message: initialMessage } = useChatLoaderData();
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

export default ChatPage;
