import { useNavigate } from '@wellness/shared/contract';
import { ChatComposer } from '../../../../components/ChatComposer/ChatComposer';
import { Section } from '../../../../components/Section/Section';
import { CHAT_BAR_COPY } from '../copy';
import styles from './ChatBarSection.module.css';

export const CHAT_SUGGESTIONS = ['A yoga retreat in Bali', 'A longevity clinic in Switzerland', 'Thermal spa in Japan'] as const;

/** The home chat bar: sending opens /chat with the message as the navigation state's initialMessage. */
export function ChatBarSection() {
  const navigate = useNavigate();
  const send = (text: string) => navigate('/chat', { state: { initialMessage: text } });
  return (
    <Section copy={CHAT_BAR_COPY} tone="inverse" align="center">
      <div className={styles.body}>
        <ChatComposer onSend={send} tone="dark" label="Ask our wellness assistant" />
        <div className={styles.suggestions}>
          <span className={styles.try}>Try</span>
          <ul className={styles.chips}>
            {CHAT_SUGGESTIONS.map((s) => (
              <li key={s}>
                <button type="button" className={styles.chip} onClick={() => send(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export default ChatBarSection;
