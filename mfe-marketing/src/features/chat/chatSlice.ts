import { type AppDispatch, createSlice, type PayloadAction, rootReducer, type RootState, selectLocale } from '@wellness/shared/contract';
import { recommendFromApi, type ChatProgram, type ChatReply } from './recommend';

/** A chat message (id, type, content), with the programs or categories the assistant recommends. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  programs?: ChatProgram[];
  /** The search page with the criteria the reply understood. */
  searchHref?: string;
  categories?: string[];
}

export interface ChatState {
  messages: ChatMessage[];
  /** Replies on their way; the typing indicator shows while there is one. */
  pendingReplies: number;
  /** Bumped by a reset, so a reply to an earlier conversation is dropped. */
  conversation: number;
  /** Messages written so far on this page, across conversations: the next message's id. */
  written: number;
}

/** A message as it is sent or arrives; the slice gives it its id. */
type NewMessage = Omit<ChatMessage, 'id'>;

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

/** The first reply after 2000 ms, each later one after 1500 ms. */
export const FIRST_REPLY_MS = 2000;
export const LATER_REPLY_MS = 1500;

const chatSlice = createSlice({
  name: 'chat',
  initialState: (): ChatState => ({ messages: [], pendingReplies: 0, conversation: 0, written: 0 }),
  reducers: {
    messageAdded: (state, action: PayloadAction<NewMessage>) => {
      state.written += 1;
      state.messages.push({ id: `${action.payload.type}-${state.written}`, ...action.payload });
    },
    replyStarted: (state) => {
      state.pendingReplies += 1;
    },
    replyArrived: (state, action: PayloadAction<{ conversation: number; message: NewMessage }>) => {
      if (action.payload.conversation !== state.conversation) return;
      state.written += 1;
      state.messages.push({ id: `${action.payload.message.type}-${state.written}`, ...action.payload.message });
      state.pendingReplies = Math.max(0, state.pendingReplies - 1);
    },
    conversationReset: (state) => ({ messages: [], pendingReplies: 0, conversation: state.conversation + 1, written: state.written }),
  },
  selectors: {
    selectMessages: (state) => state.messages,
    selectAssistantTyping: (state) => state.pendingReplies > 0,
    selectConversation: (state) => state.conversation,
  },
});

/** Injected into the shell's one store when the chat page's module loads. */
const injectedChatSlice = chatSlice.injectInto(rootReducer);
export const { messageAdded, replyStarted, replyArrived, conversationReset } = injectedChatSlice.actions;
export const { selectMessages, selectAssistantTyping, selectConversation } = injectedChatSlice.selectors;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A visitor's message and the assistant's answer (on /chat): the typing indicator shows at once; the reply comes
 * after 2 s for the conversation's first message, 1.5 s for later ones, or once the programs it recommends are found.
 */
export function chatMessageSent(content: string, { first = false }: { first?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const conversation = selectConversation(getState());
    dispatch(messageAdded({ type: 'user', content }));
    dispatch(replyStarted());
    const [reply] = await Promise.all([recommendFromApi(content, dispatch, selectLocale(getState())), wait(first ? FIRST_REPLY_MS : LATER_REPLY_MS)]);
    dispatch(replyArrived({ conversation, message: { type: 'assistant', ...(reply as ChatReply) } }));
  };
}
