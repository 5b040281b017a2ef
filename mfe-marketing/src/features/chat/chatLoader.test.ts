import { chatLoader, DEFAULT_CHAT_MESSAGE } from './chatLoader';

describe('chatLoader', () => {
  it('reads the message query parameter', () => {
    expect(chatLoader({ search: '?message=Detox%20in%20Bali', state: null })).toEqual({ message: 'Detox in Bali' });
  });

  it("falls back to the spec's default when the message is absent or blank", () => {
    expect(chatLoader({ search: '', state: null })).toEqual({ message: DEFAULT_CHAT_MESSAGE });
    expect(chatLoader({ search: '?message=%20%20', state: undefined })).toEqual({ message: "I'd like to learn about wellness programs" });
  });

  it('prefers the initialMessage of the navigation state, as the home chat bar sends it', () => {
    expect(chatLoader({ search: '?message=Spa', state: { initialMessage: 'Yoga in Bali' } })).toEqual({ message: 'Yoga in Bali' });
    expect(chatLoader({ search: '?message=Spa', state: { initialMessage: '   ' } })).toEqual({ message: 'Spa' });
  });
});
