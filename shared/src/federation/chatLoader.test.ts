import { chatLoader } from './chatLoader';
import { DEFAULT_CHAT_MESSAGE } from './contract';

const load = (url: string) => chatLoader({ request: { url } as Request, params: {}, context: undefined } as never);

describe('chatLoader', () => {
  it('reads the message query parameter', () => {
    expect(load('http://x/chat?message=Detox%20in%20Bali')).toEqual({ message: 'Detox in Bali' });
  });

  it("falls back to the spec's default when the message is absent or blank", () => {
    expect(load('http://x/chat')).toEqual({ message: DEFAULT_CHAT_MESSAGE });
    expect(load('http://x/chat?message=%20%20')).toEqual({ message: "I'd like to learn about wellness programs" });
  });
});
