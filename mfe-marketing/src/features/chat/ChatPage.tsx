import { useEffect, useRef } from 'react';
import { Link, useAppDispatch, useAppSelector, useDomainWords } from '@wellness/shared/contract';
import { PROGRAM_GROUPS } from '@wellness/shared/domain';
import { formatLocation } from '@wellness/shared/format';
import { ResponsiveImage, VisuallyHidden } from '@wellness/shared/ui';
import { DESTINATIONS_COPY, PROGRAMS_COPY } from '../../components/carousels/copy';
import { LazySection } from '../../components/LazySection/LazySection';
import { SectionPlaceholder } from '../../components/Section/SectionPlaceholder';
import { ChatComposer } from '../../components/ChatComposer/ChatComposer';
import { categoryState, PROGRAMS_PATH, programDetailsHref, programDetailsState } from '../../lib/navigation';
import { useChatLoaderData } from './chatLoader';
import { chatMessageSent, conversationReset, selectAssistantTyping, selectMessages, type ChatMessage } from './chatSlice';
import { chatMessages } from './messages';
import { ProgramMeta } from './ProgramMeta';
import { componentMessages } from '../../components/messages';
import { sectionCopy } from '../../components/Section/sectionCopy';
import styles from './ChatPage.module.css';

// The carousels below the conversation load as they near the screen, like the home page's sections.
const loadDestinations = () => import(/* webpackChunkName: "carousel-destinations" */ '../../components/carousels/DestinationsCarousel');
const loadPrograms = () => import(/* webpackChunkName: "carousel-programs" */ '../../components/carousels/ProgramsCarousel');

function AssistantExtras({ message }: { message: ChatMessage }) {
  const { t, locale } = chatMessages.useT();
  const words = useDomainWords();
  // The reply names a group by its English title: the page names it in its language (another category as written).
  const categoryLabel = (type: string) => {
    const group = PROGRAM_GROUPS.find((g) => g.type === type);
    return group ? words.groupTitle(group.slug, type) : type;
  };
  if (message.programs?.length) {
    return (
      <>
        <ul className={styles.programs} aria-label={t('programs')}>
          {message.programs.map((p) => (
            <li key={p.slug}>
              <Link className={styles.program} to={programDetailsHref(p.slug)} state={programDetailsState(p.name)}>
                <ResponsiveImage className={styles.thumb} src={p.image} alt="" width={480} height={320} sizes="112px" />
                <span className={styles.programText}>
                  <span className={styles.programName}>{p.name}</span>
                  <span className={styles.programMeta}>{formatLocation(p.location, p.country, locale)}</span>
                  <span className={styles.programMeta}>
                    <ProgramMeta program={p} t={t} locale={locale} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {message.searchHref && (
          <Link className={`${styles.category} ${styles.seeAll}`} to={message.searchHref}>
            {t('reply.seeAll')}
          </Link>
        )}
      </>
    );
  }
  if (message.categories?.length) {
    return (
      <ul className={styles.categories} aria-label={t('categories')}>
        {message.categories.map((type) => (
          <li key={type}>
            <Link className={styles.category} to={PROGRAMS_PATH} state={categoryState(type)}>
              {categoryLabel(type)}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return null;
}

/**
 * /chat: the conversation starts with the loader's message (navigation state, else ?message=, else the
 * default), the assistant types and answers after 2 s, then 1.5 s per later message, with programs from the
 * catalogue; recommended destinations and programs below.
 */
export function ChatPage() {
  const { message: initialMessage } = useChatLoaderData();
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessages);
  const typing = useAppSelector(selectAssistantTyping);
  const endRef = useRef<HTMLDivElement>(null);
  const { t } = chatMessages.useT();
  const { t: tc } = componentMessages.useT();

  useEffect(() => {
    dispatch(conversationReset());
    void dispatch(chatMessageSent(initialMessage, { first: true }));
  }, [dispatch, initialMessage]);

  // Keep the newest message in view inside the conversation's own scroll box (not the page's).
  useEffect(() => {
    const end = endRef.current;
    const box = end?.parentElement;
    if (box && messages.length > 1) box.scrollTop = box.scrollHeight;
  }, [messages.length, typing]);

  return (
    <>
      <section className={styles.page} aria-labelledby="chat-title">
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="chat-title" className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </header>

        <div className={styles.window}>
          <div className={styles.log} role="log" aria-live="polite" aria-label={t('conversation')}>
            <ol className={styles.messages}>
              {messages.map((m) => (
                <li key={m.id} className={m.type === 'user' ? styles.user : styles.assistant}>
                  <VisuallyHidden>{m.type === 'user' ? t('you') : t('assistant')}</VisuallyHidden>
                  <p className={styles.bubble}>{m.content}</p>
                  {m.type === 'assistant' && <AssistantExtras message={m} />}
                </li>
              ))}
            </ol>
            {typing && (
              <p className={styles.typing} role="status">
                <span className={styles.dots} aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className={styles.typingText}>{t('typing')}</span>
              </p>
            )}
            <div ref={endRef} />
          </div>
          <div className={styles.composer}>
            <ChatComposer onSend={(text) => void dispatch(chatMessageSent(text))} label={t('label')} placeholder={t('placeholder')} />
          </div>
        </div>
      </section>
      <LazySection load={loadDestinations} placeholder={<SectionPlaceholder copy={sectionCopy(tc, DESTINATIONS_COPY)} reserve={styles.carouselReserve} />} />
      <LazySection load={loadPrograms} placeholder={<SectionPlaceholder copy={sectionCopy(tc, PROGRAMS_COPY)} reserve={styles.carouselReserve} />} />
    </>
  );
}

export default ChatPage;
