import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';

export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
}

export interface ChatState {
  messages: ChatMessage[];
  assistantTyping: boolean;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

const chatSlice = createSlice({
  name: 'chat',
  initialState: (): ChatState => ({ messages: [], assistantTyping: false }),
  reducers: {
    messageAdded: (state, action: PayloadAction<ChatMessage>) => {
      state.messages.push(action.payload);
    },
    assistantTypingChanged: (state, action: PayloadAction<boolean>) => {
      state.assistantTyping = action.payload;
    },
    conversationReset: () => ({ messages: [], assistantTyping: false }),
  },
  selectors: {
    selectMessages: (state) => state.messages,
    selectAssistantTyping: (state) => state.assistantTyping,
  },
});

/** Injected into the shell's one store when the chat page's module loads (DESIGN §5). */
export const injectedChatSlice = chatSlice.injectInto(rootReducer);
export const { messageAdded, assistantTypingChanged, conversationReset } = injectedChatSlice.actions;
export const { selectMessages, selectAssistantTyping } = injectedChatSlice.selectors;
