import { useNavigate } from '@wellness/shared/contract';
import { ChatComposer } from '../../../../components/ChatComposer/ChatComposer';
import { Section } from '../../../../components/Section/Section';
import { CHAT_BAR_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './ChatBarSection.module.css';

/** The suggestions' keys: each sends its text, in the page's language, as the first message. */
export const CHAT_SUGGESTIONS = ['chat.s1', 'chat.s2', 'chat.s3'] as const;

/** The home chat bar: sending opens /chat with the message as the navigation state's initialMessage. */
export function ChatBarSection() {
  const navigate = useNavigate();
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  const send = (text: string) => navigate('/chat', { state: { initialMessage: text } });
  return (
    <Section copy={sectionCopy(th, CHAT_BAR_COPY)} tone="inverse" align="center">
      <div className={styles.body}>
        <ChatComposer onSend={send} tone="dark" label={t('chat.label')} />
        <div className={styles.suggestions}>
          <span className={styles.try}>{t('chat.try')}</span>
          <ul className={styles.chips}>
            {CHAT_SUGGESTIONS.map((key) => (
              <li key={key}>
                <button type="button" className={styles.chip} onClick={() => send(t(key))}>
                  {t(key)}
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
